import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  REVALIDATION_SIGNATURE_HEADER,
  REVALIDATION_TIMESTAMP_HEADER,
  revalidationKey,
  tradeboxPagesChangedSchema,
  verifyRevalidation,
  type TradeboxPagesChanged,
} from "../../lib/page-cache/revalidation-call";
import type { CatalogueDeps } from "../catalogue/catalogue-deps";
import { catalogueDeps, shortStraddleInput } from "../catalogue/testing/catalogue-fixture";
import { closeTradebox, createTradebox, publishTradebox } from "../catalogue/tradebox-writes";
import { describeOnEachDatabase } from "../testing/database-backends";
import { recordingLogger } from "../testing/recording-logger";
import { webPageRevalidation } from "./web-page-revalidation";
import { systemClock } from "../../lib/time/clock";

const KEY = revalidationKey("a-session-secret-of-at-least-32-bytes!");

/** The web app's side, as /api/revalidate checks it: what arrived, and whether it verified. */
function fakeWebApp() {
  const received: { change: TradeboxPagesChanged; check: string }[] = [];
  let answerStatus = 200;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const check = verifyRevalidation({
        body,
        timestamp: String(request.headers[REVALIDATION_TIMESTAMP_HEADER] ?? ""),
        signature: String(request.headers[REVALIDATION_SIGNATURE_HEADER] ?? ""),
        key: KEY,
        now: systemClock.now(),
      });
      received.push({ change: tradeboxPagesChangedSchema.parse(JSON.parse(body)), check });
      response.writeHead(answerStatus).end("{}");
    });
  });
  return {
    received,
    answerWith: (status: number) => (answerStatus = status),
    start: () => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeOnEachDatabase("the services tell the web app a tradebox's pages changed", (db) => {
  const web = fakeWebApp();
  const logger = recordingLogger();
  let deps: CatalogueDeps;
  beforeAll(async () => {
    await web.start();
    deps = catalogueDeps(db());
    deps.changes.onTradeboxChanged(
      webPageRevalidation({ url: web.url(), key: KEY, db: db(), logger }),
    );
  });
  afterAll(() => web.stop());

  it("sends a signed call with the slug on publish and close, none while it is pending", async () => {
    const id = await createTradebox(deps, shortStraddleInput());
    expect(web.received).toEqual([]);
    await publishTradebox(deps, id);
    await closeTradebox(deps, id);
    expect(web.received).toEqual([
      {
        change: { strategyId: id, slug: "nifty-short-straddle", change: "published" },
        check: "ok",
      },
      { change: { strategyId: id, slug: "nifty-short-straddle", change: "closed" }, check: "ok" },
    ]);
    expect(logger.entries).toEqual([]);
  });

  it("logs a refused call and still commits the analyst's change", async () => {
    web.answerWith(401);
    const id = await createTradebox(deps, { ...shortStraddleInput(), name: "Refused Straddle" });
    await publishTradebox(deps, id);
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: "warn",
        message: "Web pages not revalidated",
        fields: expect.objectContaining({ strategyId: id, change: "published" }),
      }),
    ]);
    web.answerWith(200);
  });
});
