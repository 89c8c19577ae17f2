import { describe, expect, it } from "vitest";
import { paise } from "../money/paise";
import { ruleDistances } from "./rule-distance";

const none = { stop_loss: null, target: null, trailing_stop: null };
const trailing = (best_pnl: number | null) => ({
  ...none,
  trailing_stop: { activate_at: 2000, give_back: 600, best_pnl },
});

describe("each rule's distance from the live P&L", () => {
  it("measures a stop-loss down from the P&L and a target up to it, to the paisa", () => {
    const rules = {
      ...none,
      stop_loss: { value: 2400, unit: "RUPEES" as const, pnl_at: -2400 },
      target: { value: 2.5, unit: "PERCENT_OF_MARGIN" as const, pnl_at: 3000 },
    };
    expect(ruleDistances(rules, paise(-126_950))).toEqual({
      stopLoss: { pnlAt: -240_000, away: 113_050 },
      target: { pnlAt: 300_000, away: 426_950 },
      trailingStop: null,
    });
  });

  it("says a level the P&L has passed is no distance away (zero or below)", () => {
    const rules = { ...none, stop_loss: { value: 100, unit: "RUPEES" as const, pnl_at: -100 } };
    expect(ruleDistances(rules, paise(-12_000)).stopLoss?.away).toBe(-2_000);
  });

  it("before the trailing stop starts: what the P&L must still gain to start it", () => {
    expect(ruleDistances(trailing(null), paise(150_000)).trailingStop).toEqual({
      activateAt: 200_000,
      giveBack: 60_000,
      best: null,
      exitAt: null,
      away: 50_000,
    });
  });

  it("once started: the exit at best − give-back, from the services' best or a better P&L", () => {
    expect(ruleDistances(trailing(2150), paise(190_000)).trailingStop).toMatchObject({
      best: 215_000,
      exitAt: 155_000,
      away: 35_000,
    });
    // The live P&L beats the services' best (or reaches the start before they have judged it).
    expect(ruleDistances(trailing(2150), paise(230_000)).trailingStop?.exitAt).toBe(170_000);
    expect(ruleDistances(trailing(null), paise(200_000)).trailingStop?.exitAt).toBe(140_000);
  });
});
