import { beforeAll, describe, expect, it } from "vitest";
import { UNLIMITED_SENTINEL } from "../../lib/payoff/wire";
import { strategyTemplateWireSchema } from "../../lib/tradebox/strategy-template-wire";
import { tradeboxWireSchema } from "../../lib/tradebox/tradebox-wire";
import { indiaInstant } from "../../lib/market/india-time";
import { describeOnEachDatabase } from "../testing/database-backends";
import type { CatalogueDeps } from "./catalogue-deps";
import { CatalogueError } from "./catalogue-error";
import type { TradeboxChange } from "./tradebox-events";
import { listTradeboxes, strategyTemplate, tradeboxWire } from "./tradebox-reads";
import { adjustTradebox, closeTradebox, createTradebox, publishTradebox } from "./tradebox-writes";
import { catalogueDeps, nextMonthlyExpiry, shortStraddleInput } from "./testing/catalogue-fixture";

describeOnEachDatabase("tradebox lifecycle", (db) => {
  let deps: CatalogueDeps;
  const changes: TradeboxChange[] = [];
  beforeAll(() => {
    deps = catalogueDeps(db());
    deps.changes.onTradeboxChanged((change) => {
      changes.push(change);
    });
  });

  it("creates, publishes, adjusts and closes a tradebox, the wire valid at every step", async () => {
    const id = await createTradebox(deps, shortStraddleInput());
    const created = await tradeboxWire(db(), id);
    expect(tradeboxWireSchema.parse(created)).toEqual(created);
    expect(created).toMatchObject({
      slug: "nifty-short-straddle",
      status: "PENDING",
      basket_status: "PENDING",
      owner: "strikeline",
      tag: "strikeline_strategy",
      strategy_type: "short_straddle",
      maximum_loss_type: "unlimited",
      maximum_profit_type: "limited",
      live_date: null,
    });
    expect(created.margin_required).toBeGreaterThan(50_000);
    expect(created.payoff_data?.maximum_loss).toBe(UNLIMITED_SENTINEL);
    expect(created.payoff_data?.break_even_points).toHaveLength(2);

    const template = await strategyTemplate(db(), id);
    expect(strategyTemplateWireSchema.parse(template)).toEqual(template);
    expect(template.signals.map((s) => [s.transaction_type, s.ins_type, s.strike_price])).toEqual([
      ["SELL", "call", 23100],
      ["SELL", "put", 23100],
    ]);
    expect(template.signals[0]).toMatchObject({ quantity: 1, multiplier: 65, lot_size: 65 });
    expect(template.signals[0]!.price).toBeGreaterThan(0);

    await publishTradebox(deps, id);
    const published = await tradeboxWire(db(), id);
    expect(published).toMatchObject({ status: "OPEN", basket_status: "OPEN" });
    expect(published.live_date).not.toBeNull();
    expect((await strategyTemplate(db(), id)).signals.every((s) => s.status === "OPEN")).toBe(true);

    const expiry = nextMonthlyExpiry(3727);
    await adjustTradebox(deps, id, {
      legs: [
        { expiry, type: "call", strike: 23300, side: "SELL", lots: 1, price: 120 },
        { expiry, type: "put", strike: 22900, side: "SELL", lots: 1, price: 110.5 },
        { expiry, type: "call", strike: 23800, side: "BUY", lots: 1 },
        { expiry, type: "put", strike: 22400, side: "BUY", lots: 1 },
      ],
    });
    const adjusted = await tradeboxWire(db(), id);
    expect(adjusted).toMatchObject({ status: "ADJUSTED", basket_status: "OPEN" });
    expect(adjusted.maximum_loss_type).toBe("limited");
    expect(adjusted.margin_required).toBeLessThan(created.margin_required);
    const newTemplate = await strategyTemplate(db(), id);
    expect(newTemplate.basket_id).not.toBe(template.basket_id);
    expect(newTemplate.signals.map((s) => s.price).slice(0, 2)).toEqual([120, 110.5]);

    await closeTradebox(deps, id);
    expect(await tradeboxWire(db(), id)).toMatchObject({
      status: "CLOSED",
      basket_status: "CLOSED",
    });
    expect(changes.filter((c) => c.strategyId === id).map((c) => c.kind)).toEqual([
      "created",
      "published",
      "adjusted",
      "closed",
    ]);
    expect((await listTradeboxes(db())).map((t) => t.id)).toContain(id);
  });

  describe("refusals", () => {
    const refusal = (kind: CatalogueError["kind"], message: RegExp) =>
      expect.objectContaining({
        name: "CatalogueError",
        kind,
        message: expect.stringMatching(message),
      });

    it("an unknown or malformed id is NOT_FOUND", async () => {
      await expect(tradeboxWire(db(), "nope")).rejects.toEqual(refusal("NOT_FOUND", /nope/));
      await expect(publishTradebox(deps, "00000000-0000-4000-8000-000000000000")).rejects.toEqual(
        refusal("NOT_FOUND", /No tradebox/),
      );
    });

    it("a contract the exchange does not list is INVALID, naming the leg", async () => {
      const input = shortStraddleInput("Odd Strike");
      input.legs[1] = { ...input.legs[1]!, strike: 23125 };
      await expect(createTradebox(deps, input)).rejects.toEqual(
        refusal("INVALID", /legs\.1: no listed put/),
      );
    });

    it("an analyst's level on the wrong side of its leg's price is INVALID, naming the leg", async () => {
      const input = shortStraddleInput("Stop Below A Sale");
      input.legs[0] = { ...input.legs[0]!, price: 150, stop_loss: 140 };
      await expect(createTradebox(deps, input)).rejects.toEqual(
        refusal(
          "INVALID",
          /^legs\.0: a sold leg's stop-loss is above its price \(₹150\.00\): got ₹140\.00$/,
        ),
      );
    });

    it("a contract in two legs is INVALID, naming both: a trader's basket holds each once", async () => {
      const input = shortStraddleInput("Twice Over");
      input.legs[1] = { ...input.legs[0]!, side: "BUY" };
      await expect(createTradebox(deps, input)).rejects.toEqual(
        refusal("INVALID", /^legs\.1: NIFTY 23100 CE 23 Nov 2026 is legs\.0's contract too/),
      );
      // An adjustment that moves a leg onto another's contract is refused alike, the legs kept.
      const id = await createTradebox(deps, shortStraddleInput("Moved Onto Its Twin"));
      await publishTradebox(deps, id);
      const [call, put] = shortStraddleInput().legs;
      const adjusted = { legs: [call!, { ...put!, type: "call" as const }] };
      await expect(adjustTradebox(deps, id, adjusted)).rejects.toEqual(
        refusal("INVALID", /^legs\.1: .* is legs\.0's contract too/),
      );
      expect((await tradeboxWire(db(), id)).status).toBe("OPEN");
    });

    it("a contract that has expired by the market's clock is INVALID, naming the leg", async () => {
      // The day after the fixture legs' expiry (Mon 23 Nov 2026, moved from the 24th's holiday).
      const nextDay = catalogueDeps(db(), indiaInstant("2026-11-24", "09:30"));
      await expect(createTradebox(nextDay, shortStraddleInput("Late Straddle"))).rejects.toEqual(
        refusal("INVALID", /^legs\.0: NIFTY 23100 CE 23 Nov 2026 has expired$/),
      );
      // At 15:29 on the expiry day it still trades; at 15:30 it has expired.
      const lastMinute = catalogueDeps(db(), indiaInstant("2026-11-23", "15:29"));
      await expect(createTradebox(lastMinute, shortStraddleInput("Last Minute"))).resolves.toEqual(
        expect.any(String),
      );
      const atClose = catalogueDeps(db(), indiaInstant("2026-11-23", "15:30"));
      await expect(createTradebox(atClose, shortStraddleInput("At Close"))).rejects.toBeInstanceOf(
        CatalogueError,
      );
    });

    it("bad fields are INVALID with their paths", async () => {
      await expect(
        createTradebox(deps, { ...shortStraddleInput("Bad"), risk_level: "EXTREME", legs: [] }),
      ).rejects.toEqual(
        refusal("INVALID", /risk_level: .*; legs: a basket needs at least one leg/),
      );
    });

    it("a taken slug, and a step from the wrong status, are CONFLICT", async () => {
      const id = await createTradebox(deps, shortStraddleInput("Twice"));
      await expect(createTradebox(deps, shortStraddleInput("Twice"))).rejects.toEqual(
        refusal("CONFLICT", /slug 'twice' is taken/),
      );
      await expect(adjustTradebox(deps, id, { legs: [] })).rejects.toEqual(
        refusal("CONFLICT", /cannot adjust a tradebox that is PENDING/),
      );
      await closeTradebox(deps, id);
      await expect(publishTradebox(deps, id)).rejects.toBeInstanceOf(CatalogueError);
    });

    it("two creates racing for one slug: one tradebox, the other CONFLICT", async () => {
      const results = await Promise.allSettled([
        createTradebox(deps, shortStraddleInput("Racing")),
        createTradebox(deps, shortStraddleInput("Racing")),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(results.find((r) => r.status === "rejected")).toMatchObject({
        reason: { kind: "CONFLICT" },
      });
    });
  });
});
