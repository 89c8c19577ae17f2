import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSentryDsn } from "./sentry-dsn";
import { forwardEnvelope } from "./sentry-tunnel";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJBQjEyMyJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ";

interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

/** A local stand-in for Sentry's ingestion: records each envelope posted to it. */
async function startFakeIngestion(): Promise<{
  url: string;
  received: Received[];
  server: Server;
}> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        body,
      });
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end('{"id":"0f1e"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, server };
}

/** An envelope as Sentry's browser SDK posts it: header line, item header, event. */
function envelopeOf(dsn: string, event: object): string {
  const header = JSON.stringify({ event_id: "0f1e", sent_at: "2026-11-25T10:00:00Z", dsn });
  return `${header}\n${JSON.stringify({ type: "event" })}\n${JSON.stringify(event)}`;
}

describe("the Sentry tunnel", () => {
  let ingestion: Awaited<ReturnType<typeof startFakeIngestion>>;
  let dsn: string;

  beforeEach(async () => {
    ingestion = await startFakeIngestion();
    dsn = `${ingestion.url.replace("//", "//publickey@")}/42`;
  });
  afterEach(() => new Promise<void>((resolve) => ingestion.server.close(() => resolve())));

  it("forwards a client error to the project's envelope endpoint with the token scrubbed", async () => {
    const event = {
      exception: { values: [{ type: "TypeError", value: "x is undefined" }] },
      request: { url: `http://localhost/track?token=${JWT}` },
      breadcrumbs: [{ category: "websocket", data: { url: `ws://rt/ws?token=${JWT}` } }],
    };
    const answer = await forwardEnvelope(envelopeOf(dsn, event), parseSentryDsn(dsn));

    expect(answer.status).toBe(200);
    expect(ingestion.received).toHaveLength(1);
    const [sent] = ingestion.received;
    expect(sent?.path).toBe("/api/42/envelope/");
    expect(sent?.contentType).toBe("application/x-sentry-envelope");
    expect(sent?.body).toContain("x is undefined");
    expect(sent?.body).toContain("token=[Filtered]");
    expect(sent?.body).not.toContain(JWT);
  });

  it("refuses an envelope for another project, sending nothing", async () => {
    const other = `${ingestion.url.replace("//", "//publickey@")}/7`;
    const answer = await forwardEnvelope(envelopeOf(other, {}), parseSentryDsn(dsn));
    expect(answer.status).toBe(403);
    expect(ingestion.received).toHaveLength(0);
  });

  it("refuses what is not an envelope", async () => {
    expect((await forwardEnvelope("hello", parseSentryDsn(dsn))).status).toBe(400);
    expect(ingestion.received).toHaveLength(0);
  });

  it("answers 502 when Sentry does not answer", async () => {
    const down = parseSentryDsn("http://publickey@127.0.0.1:9/42");
    const answer = await forwardEnvelope(envelopeOf(down.dsn, {}), down);
    expect(answer.status).toBe(502);
  });
});

describe("parseSentryDsn", () => {
  it("reads the host, project and envelope URL, keeping a path prefix", () => {
    expect(parseSentryDsn("https://k@o1.ingest.sentry.io/9")).toEqual({
      dsn: "https://k@o1.ingest.sentry.io/9",
      host: "o1.ingest.sentry.io",
      projectId: "9",
      envelopeUrl: "https://o1.ingest.sentry.io/api/9/envelope/",
    });
    expect(parseSentryDsn("https://k@sentry.example/prefix/9").envelopeUrl).toBe(
      "https://sentry.example/prefix/api/9/envelope/",
    );
  });

  it("refuses a DSN without a key or project", () => {
    expect(() => parseSentryDsn("https://o1.ingest.sentry.io/9")).toThrow(/must look like/);
    expect(() => parseSentryDsn("not a url")).toThrow(/not a URL/);
  });
});
