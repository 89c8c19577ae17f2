import { describe, expect, it } from "vitest";
import type { ExitRulesStateWire } from "../exit-rules/exit-rules-wire";
import { indiaInstant } from "../market/india-time";
import { paise } from "../money/paise";
import { exitRuleLines, exitRulesSummary, timedExitWhen } from "./exit-rule-lines";

const now = indiaInstant("2026-12-07", "10:42");
const state = (rules: Partial<ExitRulesStateWire>): ExitRulesStateWire => ({
  basket_id: "b1",
  stop_loss: null,
  target: null,
  trailing_stop: null,
  timed_exit: null,
  waiting: null,
  fired: null,
  ...rules,
});

describe("a basket's rules as Track lists them", () => {
  it("gives each level with its distance from the live P&L, a percentage's share too", () => {
    const rules = state({
      stop_loss: { value: 2400, unit: "RUPEES", pnl_at: -2400 },
      target: { value: 2.5, unit: "PERCENT_OF_MARGIN", pnl_at: 3000 },
    });
    expect(exitRuleLines(rules, paise(-126_950), now)).toEqual([
      { kind: "STOP_LOSS", label: "Stop-loss", text: "P&L -₹2,400.00 · ₹1,130.50 away" },
      {
        kind: "TARGET",
        label: "Target",
        text: "P&L ₹3,000.00 (2.5% of margin) · ₹4,269.50 away",
      },
    ]);
  });

  it("says a level the P&L has reached (the services wait for a fresh price) is reached", () => {
    const rules = state({ target: { value: 100, unit: "RUPEES", pnl_at: 100 } });
    expect(exitRuleLines(rules, paise(10_000), now)[0]?.text).toBe("P&L ₹100.00 · reached");
  });

  it("tells the trailing stop before it starts, and its best and exit once it has", () => {
    const trailing = (best_pnl: number | null) =>
      state({ trailing_stop: { activate_at: 2000, give_back: 600, best_pnl } });
    expect(exitRuleLines(trailing(null), paise(150_000), now)[0]?.text).toBe(
      "from ₹2,000.00, gives back ₹600.00 · starts ₹500.00 away",
    );
    expect(exitRuleLines(trailing(2150), paise(190_000), now)[0]?.text).toBe(
      "from ₹2,000.00, gives back ₹600.00 · best ₹2,150.00 · exits at P&L ₹1,550.00, ₹350.00 away",
    );
  });

  it("gives a timed exit as set, with the instant it acts in India's time", () => {
    const timed = state({
      timed_exit: { kind: "TIME_OF_DAY", time: "15:15", exit_at: "2026-12-07T09:45:00.000Z" },
    });
    expect(exitRuleLines(timed, paise(0), now)).toEqual([
      { kind: "TIMED_EXIT", label: "Timed exit", text: "at 15:15 (today 15:15)" },
    ]);
  });
});

describe("when a timed exit acts", () => {
  it("is today, tomorrow or a date, by India's calendar", () => {
    expect(timedExitWhen(indiaInstant("2026-12-07", "15:15"), now)).toBe("today 15:15");
    expect(timedExitWhen(indiaInstant("2026-12-08", "15:00"), now)).toBe("tomorrow 15:00");
    expect(timedExitWhen(indiaInstant("2026-12-10", "15:00"), now)).toBe("10 Dec 2026, 15:00");
    // 00:30 on the 8th in India is still the 7th in UTC: the day is India's.
    const lateNight = indiaInstant("2026-12-07", "23:50");
    expect(timedExitWhen(indiaInstant("2026-12-08", "00:30"), lateNight)).toBe("tomorrow 00:30");
  });
});

describe("rules about to be sent", () => {
  it("are one phrase each, as the order's confirmation lists them", () => {
    expect(
      exitRulesSummary({
        stop_loss: { value: 2400, unit: "RUPEES" },
        target: { value: 2, unit: "PERCENT_OF_MARGIN" },
        trailing_stop: { activate_at: 2000, give_back: 600 },
        timed_exit: { kind: "BEFORE_EXPIRY", minutes: 30 },
      }),
    ).toEqual([
      "Stop-loss ₹2,400.00",
      "Target 2% of margin",
      "Trailing stop from ₹2,000.00, gives back ₹600.00",
      "Timed exit 30 minutes before expiry",
    ]);
    expect(exitRulesSummary({ stop_loss: null })).toEqual([]);
  });
});
