import { describe, expect, it } from "vitest";
import { indiaInstant } from "../market/india-time";
import { paise } from "../money/paise";
import { checkBasketRules, resolveBasketRules, RuleInputError } from "./basket-rules";

const setAt = indiaInstant("2026-12-07", "10:00");
const basis = { margin: paise(12_000_000), setAt, firstExpiryDate: "2026-12-08" };
const at1042 = new Date(indiaInstant("2026-12-07", "10:42").getTime() + 13_000);

describe("a trader's basket rules, resolved when set", () => {
  it("takes a stop-loss in rupees as a loss to stop at, to the paisa", () => {
    const rules = resolveBasketRules({ stop_loss: { value: 2400.5, unit: "RUPEES" } }, basis);
    expect(rules.stopLoss?.pnlAt).toBe(-240_050);
  });

  it("takes a percentage of the basket's margin (2% of ₹1,20,000 is ₹2,400.00)", () => {
    const rules = resolveBasketRules(
      {
        stop_loss: { value: 2, unit: "PERCENT_OF_MARGIN" },
        target: { value: 2.5, unit: "PERCENT_OF_MARGIN" },
      },
      basis,
    );
    expect(rules.stopLoss?.pnlAt).toBe(-240_000);
    expect(rules.target?.pnlAt).toBe(300_000);
  });

  it("refuses a percentage above 100 or of no margin", () => {
    const over = { stop_loss: { value: 101, unit: "PERCENT_OF_MARGIN" as const } };
    expect(() => resolveBasketRules(over, basis)).toThrow(RuleInputError);
    const some = { target: { value: 1, unit: "PERCENT_OF_MARGIN" as const } };
    expect(() => resolveBasketRules(some, { ...basis, margin: paise(0) })).toThrow(
      "no margin to take a percentage of",
    );
  });

  it("acts at a time of day's next occurrence: today if still ahead, else tomorrow", () => {
    const today = resolveBasketRules({ timed_exit: { kind: "TIME_OF_DAY", time: "15:15" } }, basis);
    expect(today.timedExit?.exitAt).toEqual(indiaInstant("2026-12-07", "15:15"));
    const late = { ...basis, setAt: indiaInstant("2026-12-07", "15:20") };
    const next = resolveBasketRules({ timed_exit: { kind: "TIME_OF_DAY", time: "15:15" } }, late);
    expect(next.timedExit?.exitAt).toEqual(indiaInstant("2026-12-08", "15:15"));
  });

  it("acts N minutes before the close of the basket's first expiry, refused once past", () => {
    const rule = { timed_exit: { kind: "BEFORE_EXPIRY" as const, minutes: 30 } };
    expect(resolveBasketRules(rule, basis).timedExit?.exitAt).toEqual(
      indiaInstant("2026-12-08", "15:00"),
    );
    const expiryDay = { ...basis, setAt: indiaInstant("2026-12-08", "15:10") };
    expect(() => resolveBasketRules(rule, expiryDay)).toThrow("has passed");
  });
});

describe("a basket's rules checked against its P&L", () => {
  const rules = resolveBasketRules(
    {
      stop_loss: { value: 2400, unit: "RUPEES" },
      target: { value: 3000, unit: "RUPEES" },
      trailing_stop: { activate_at: 2000, give_back: 600 },
      timed_exit: { kind: "TIME_OF_DAY", time: "15:15" },
    },
    basis,
  );
  const check = (pnl: number, best: number | null = null, now = at1042) =>
    checkBasketRules(rules, { pnl: paise(pnl), best: best === null ? null : paise(best), now });

  it("fires the stop-loss once P&L reaches it, saying what crossed what and when", () => {
    expect(check(-239_999).fired).toBeNull();
    expect(check(-248_000).fired).toEqual({
      kind: "STOP_LOSS",
      reason: "Exited by stop-loss: P&L -₹2,480.00 crossed -₹2,400.00 at 10:42:13",
    });
    expect(check(-240_000).fired?.kind).toBe("STOP_LOSS");
  });

  it("fires the target once P&L reaches it", () => {
    expect(check(300_000).fired?.reason).toBe(
      "Exited by target: P&L ₹3,000.00 crossed ₹3,000.00 at 10:42:13",
    );
  });

  it("trails only once P&L has reached its start, then fires on the give-back from the best", () => {
    expect(check(150_000)).toEqual({ fired: null, best: null });
    expect(check(250_000)).toEqual({ fired: null, best: 250_000 });
    expect(check(200_000, 250_000)).toEqual({ fired: null, best: 250_000 });
    const fired = check(190_000, 250_000);
    expect(fired.fired?.reason).toBe(
      "Exited by trailing stop: P&L ₹1,900.00 gave back ₹600.00 from ₹2,500.00 at 10:42:13",
    );
    // Its best holds when P&L falls below the start again: the give-back is from the best.
    expect(check(-10_000, 250_000).fired?.kind).toBe("TRAILING_STOP");
  });

  it("fires the timed exit at its instant, whatever the P&L", () => {
    expect(check(0, null, indiaInstant("2026-12-07", "15:14")).fired).toBeNull();
    expect(check(0, null, indiaInstant("2026-12-07", "15:15")).fired?.reason).toBe(
      "Exited by timed exit: at 15:15 at 15:15:00",
    );
  });

  it("tells a P&L past two rules as the first by precedence (the stop-loss before the time)", () => {
    expect(check(-300_000, null, indiaInstant("2026-12-07", "15:16")).fired?.kind).toBe(
      "STOP_LOSS",
    );
  });
});
