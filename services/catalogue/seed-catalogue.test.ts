import { beforeAll, expect, it } from "vitest";
import { STRATEGY_KINDS } from "../../lib/domain/enums";
import { UNDERLYING_TOKENS } from "../../lib/market/underlyings";
import { UNLIMITED_SENTINEL } from "../../lib/payoff/wire";
import type { TradeboxWire } from "../../lib/tradebox/tradebox-wire";
import { tradeboxWireSchema } from "../../lib/tradebox/tradebox-wire";
import { describeOnEachDatabase } from "../testing/database-backends";
import { sampleCatalogue } from "./sample-catalogue";
import { SAMPLE_CATALOGUE_SEED, seedSampleCatalogue } from "./seed-catalogue";
import { catalogueDeps, fixtureMarket } from "./testing/catalogue-fixture";
import { listTradeboxes } from "./tradebox-reads";
import { payoffFromWire } from "../../lib/payoff/wire";

describeOnEachDatabase("sample catalogue seed", (db) => {
  let deps: ReturnType<typeof catalogueDeps>;
  let boxes: TradeboxWire[];
  beforeAll(async () => {
    deps = catalogueDeps(db());
    expect(await seedSampleCatalogue(deps)).toEqual({ created: 63, skipped: 0 });
    boxes = await listTradeboxes(db());
  }, 60_000);

  it("is idempotent: a second run creates nothing", async () => {
    expect(await seedSampleCatalogue(deps)).toEqual({ created: 0, skipped: 63 });
    expect(await listTradeboxes(db())).toHaveLength(boxes.length);
  });

  it("covers every strategy kind and underlying, with some 'test' tradeboxes", () => {
    expect(boxes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(boxes.map((b) => b.strategy_type))).toEqual(new Set(STRATEGY_KINDS));
    expect(new Set(boxes.map((b) => b.underlying_token))).toEqual(new Set(UNDERLYING_TOKENS));
    expect(boxes.filter((b) => /test/i.test(b.name)).length).toBeGreaterThanOrEqual(3);
    expect(new Set(boxes.map((b) => b.tag))).toEqual(
      new Set(["strikeline_strategy", "iifl_strategy"]),
    );
    expect(new Set(boxes.map((b) => b.status))).toEqual(new Set(["OPEN", "PENDING", "CLOSED"]));
    expect(new Set(boxes.map((b) => b.risk_level))).toEqual(new Set(["LOW", "MEDIUM", "HIGH"]));
    expect(boxes.every((b) => b.owner === "strikeline")).toBe(true);
  });

  it("every tradebox has its figures: image, margin, payoff and three performance windows", () => {
    for (const box of boxes) {
      expect(tradeboxWireSchema.parse(box)).toEqual(box);
      expect(box.display_image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(box.margin_required).toBeGreaterThan(0);
      // Compact on the wire (its ends and slope changes); every sampled point once expanded.
      expect(box.payoff_data!.series.length).toBeLessThanOrEqual(10);
      expect(payoffFromWire(box.payoff_data!).series.length).toBeGreaterThan(1000);
      expect(box.last_three_perf?.portfolio_timeseries).toHaveLength(3);
      expect(box.last_six_perf?.portfolio_timeseries).toHaveLength(6);
      expect(box.last_nine_perf?.portfolio_timeseries).toHaveLength(9);
      expect(box.description).not.toBe("");
    }
  });

  it("payoff types follow the strategy", () => {
    const byKind = (kind: TradeboxWire["strategy_type"]) =>
      boxes.filter((b) => b.strategy_type === kind);
    for (const box of byKind("short_straddle")) {
      expect(box.maximum_loss_type).toBe("unlimited");
      expect(box.payoff_data?.maximum_loss).toBe(UNLIMITED_SENTINEL);
      expect(box.maximum_profit_type).toBe("limited");
    }
    for (const box of byKind("long_straddle")) expect(box.maximum_profit_type).toBe("unlimited");
    for (const box of [...byKind("iron_condor"), ...byKind("bull_call_spread")]) {
      expect([box.maximum_profit_type, box.maximum_loss_type]).toEqual(["limited", "limited"]);
    }
    for (const box of byKind("call_ratio_back_spread"))
      expect(box.maximum_profit_type).toBe("unlimited");
  });

  it("is the same line-up for the same market", () => {
    expect(sampleCatalogue(fixtureMarket(), SAMPLE_CATALOGUE_SEED)).toEqual(
      sampleCatalogue(deps.market, SAMPLE_CATALOGUE_SEED),
    );
  });
});
