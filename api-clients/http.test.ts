import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { requestData } from "./envelope";
import {
  ApiStatusError,
  DEFAULT_RESPONSE_ERROR_MESSAGE,
  NetworkError,
  ResponseError,
  ValidationError,
} from "./errors";
import { requestJson, setValidationErrorReporter } from "./http";

// A real HTTP server answering each path the way a service could, so the wrapper is exercised
// over real fetch and real sockets.
const routes: Record<string, (req: IncomingMessage, body: string) => [number, unknown]> = {
  "/echo": (req, body) => [
    200,
    { method: req.method, url: req.url, authorization: req.headers.authorization ?? null, body },
  ],
  "/margin": () => [200, { is_success: true, data: { available_margin: "500000.50" } }],
  "/basket": () => [200, { isSuccess: false, errorMessage: "Basket not found" }],
  "/silent-failure": () => [200, { is_success: false }],
  "/wrong-shape": () => [200, { is_success: true, data: { available_margin: { no: 1 } } }],
  "/forbidden": () => [403, { is_success: false, errorMessage: "Not your basket" }],
  "/unauthorized": () => [401, ""],
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const handler = routes[new URL(req.url ?? "/", "http://x").pathname];
      const [status, payload] = handler ? handler(req, body) : [404, { errorMessage: "no route" }];
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(payload === "" ? "" : JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const margin = z.object({ available_margin: z.union([z.number(), z.string()]) });

describe("requestJson", () => {
  it("sends JSON, the query and the session token as a Bearer header", async () => {
    const echo = z.object({
      method: z.string(),
      url: z.string(),
      authorization: z.string().nullable(),
      body: z.string(),
    });
    const out = await requestJson({
      baseUrl: `${base}/`, // a trailing slash on the base is tolerated
      path: "/echo",
      method: "POST",
      query: { basket_id: "b 1", token: [3727, 3731] },
      body: { strategies: ["s1"] },
      token: "jwt-abc",
      schema: echo,
    });
    expect(out).toEqual({
      method: "POST",
      url: "/echo?basket_id=b+1&token=3727&token=3731",
      authorization: "Bearer jwt-abc",
      body: '{"strategies":["s1"]}',
    });
  });

  it("raises an API status error for a non-OK status, with the server's message", async () => {
    const call = requestJson({ baseUrl: base, path: "/forbidden", schema: z.unknown() });
    await expect(call).rejects.toBeInstanceOf(ApiStatusError);
    await expect(call).rejects.toMatchObject({
      status: 403,
      isForbidden: true,
      message: "Not your basket",
      method: "GET",
    });
    await expect(
      requestJson({ baseUrl: base, path: "/unauthorized", schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 401, isUnauthorized: true });
  });

  it("raises a validation error naming the endpoint when the shape is wrong, and reports it", async () => {
    const reported = vi.fn();
    setValidationErrorReporter(reported);
    const call = requestJson({
      baseUrl: base,
      path: "/wrong-shape",
      schema: z.object({ is_success: z.literal(true), data: margin }),
    });
    await expect(call).rejects.toBeInstanceOf(ValidationError);
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported.mock.calls[0]![0]).toMatchObject({
      endpoint: expect.stringMatching(/\/wrong-shape$/),
    });
  });

  it("raises a network error when nothing answers", async () => {
    await expect(
      requestJson({ baseUrl: "http://127.0.0.1:9", path: "/x", schema: z.unknown() }),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("requestData (success envelopes)", () => {
  it("returns the parsed data of a success", async () => {
    await expect(
      requestData({ baseUrl: base, path: "/margin", flag: "is_success", data: margin }),
    ).resolves.toEqual({ available_margin: "500000.50" });
  });

  it("raises a response error with the server's message when the flag is false", async () => {
    const call = requestData({
      baseUrl: base,
      path: "/basket",
      flag: "isSuccess",
      data: z.unknown(),
    });
    await expect(call).rejects.toBeInstanceOf(ResponseError);
    await expect(call).rejects.toMatchObject({ message: "Basket not found" });
  });

  it("falls back to the spec's default message", async () => {
    await expect(
      requestData({
        baseUrl: base,
        path: "/silent-failure",
        flag: "is_success",
        data: z.unknown(),
      }),
    ).rejects.toMatchObject({ message: DEFAULT_RESPONSE_ERROR_MESSAGE });
  });

  it("does not accept the other spelling of the flag", async () => {
    setValidationErrorReporter(() => {});
    await expect(
      requestData({ baseUrl: base, path: "/margin", flag: "isSuccess", data: margin }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
