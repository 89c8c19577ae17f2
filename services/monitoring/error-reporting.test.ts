import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../logger";
import { reportingLogger, startErrorReporting } from "./error-reporting";

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };

describe("reportingLogger", () => {
  it("reports each logged error once, with the cause when the fields carry one", () => {
    const captured: [unknown, string][] = [];
    const logger = reportingLogger(silent, (error, message) => captured.push([error, message]));
    const cause = new Error("connection reset");
    logger.info("started");
    logger.warn("slow");
    logger.error("Unhandled error", { error: cause });
    logger.error("Poll failed");
    expect(captured).toHaveLength(2);
    expect(captured[0]).toEqual([cause, "Unhandled error"]);
    expect((captured[1]![0] as Error).message).toBe("Poll failed");
  });
});

describe("startErrorReporting", () => {
  let server: Server;
  const envelopes: string[] = [];
  let dsn: string;

  beforeAll(async () => {
    // A local stand-in for Sentry's ingestion.
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        envelopes.push(body);
        response.writeHead(200).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/5`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("leaves the logger as it is without a DSN", async () => {
    const logger = await startErrorReporting({ sentryDsn: undefined, appVersion: "v1" }, silent);
    expect(logger).toBe(silent);
  });

  it("sends a logged fault to Sentry, naming the release and carrying no token", async () => {
    const logger = await startErrorReporting({ sentryDsn: dsn, appVersion: "v42" }, silent);
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJBQjEyMyJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ";
    logger.error("Unhandled error", { error: new Error(`refused Bearer ${token}`) });
    const Sentry = await import("@sentry/node");
    await Sentry.flush(5_000);
    const sent = envelopes.join("\n");
    expect(sent).toContain("refused Bearer [Filtered]");
    expect(sent).toContain('"release":"v42"');
    expect(sent).not.toContain(token);
    await Sentry.close(1_000);
  });
});
