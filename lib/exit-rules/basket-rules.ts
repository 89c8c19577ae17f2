import { formatRupees } from "../money/format-rupees";
import { percentOf } from "../money/apply-rate";
import { negatePaise, paise, subtractPaise, type Paise } from "../money/paise";
import { parseRupees } from "../money/parse-rupees";
import type { ClockTime } from "../market/india-time";
import { beforeExpiry, indiaTimeOfDay, nextIndiaTime } from "./exit-time";
import type { ExitRulesInput, RuleAmount, TimedExitInput } from "./exit-rules-wire";

/** The kinds of exit the services carry out, in their order of precedence (docs/exit-rules.md). */
export const EXIT_RULE_KINDS = [
  "LEG_STOP_LOSS",
  "LEG_TARGET",
  "STOP_LOSS",
  "TRAILING_STOP",
  "TARGET",
  "TIMED_EXIT",
] as const;
export type ExitRuleKind = (typeof EXIT_RULE_KINDS)[number];

/** A basket's rules with each amount resolved to the P&L it acts at, as the services keep them. */
export interface BasketRules {
  stopLoss: { amount: RuleAmount; pnlAt: Paise } | null;
  target: { amount: RuleAmount; pnlAt: Paise } | null;
  trailingStop: { activateAt: Paise; giveBack: Paise } | null;
  timedExit: { rule: TimedExitInput; exitAt: Date } | null;
}

/** What a percentage of margin and a timed exit are resolved against when rules are set. */
export interface RuleBasis {
  /** The basket's margin: what the broker blocks for what it holds (or is entering). */
  margin: Paise;
  /** When the rules were set: a time of day acts at its next occurrence after. */
  setAt: Date;
  /** The earliest expiry day of the basket's legs (YYYY-MM-DD). */
  firstExpiryDate: string;
}

export class RuleInputError extends Error {}

/** An amount in paise: rupees as given, or that percentage of the margin (half-up). */
function amountPaise(amount: RuleAmount, margin: Paise): Paise {
  if (amount.unit === "RUPEES") return parseRupees(amount.value);
  if (amount.value > 100) throw new RuleInputError("A percentage of margin is at most 100");
  if (margin <= 0) throw new RuleInputError("This basket has no margin to take a percentage of");
  return percentOf(margin, amount.value, "half-up");
}

/** The rules a trader asked for, resolved; a rule that would act at ₹0.00 is refused. */
export function resolveBasketRules(input: ExitRulesInput, basis: RuleBasis): BasketRules {
  const resolved = (amount: RuleAmount | null | undefined) => {
    if (!amount) return null;
    const pnl = amountPaise(amount, basis.margin);
    if (pnl <= 0) throw new RuleInputError("A rule's amount must be at least ₹0.01");
    return pnl;
  };
  const loss = resolved(input.stop_loss);
  const gain = resolved(input.target);
  const trailing = input.trailing_stop;
  return {
    stopLoss:
      input.stop_loss && loss ? { amount: input.stop_loss, pnlAt: negatePaise(loss) } : null,
    target: input.target && gain ? { amount: input.target, pnlAt: gain } : null,
    trailingStop: trailing
      ? {
          activateAt: parseRupees(trailing.activate_at),
          giveBack: parseRupees(trailing.give_back),
        }
      : null,
    timedExit: input.timed_exit
      ? { rule: input.timed_exit, exitAt: timedExitAt(input.timed_exit, basis) }
      : null,
  };
}

function timedExitAt(rule: TimedExitInput, basis: RuleBasis): Date {
  const at =
    rule.kind === "TIME_OF_DAY"
      ? nextIndiaTime(rule.time as ClockTime, basis.setAt)
      : beforeExpiry(basis.firstExpiryDate, rule.minutes);
  if (at <= basis.setAt) throw new RuleInputError("That exit time has passed for this basket");
  return at;
}

/** Whether a basket has any rule at all. */
export function hasBasketRules(rules: BasketRules): boolean {
  return Boolean(rules.stopLoss || rules.target || rules.trailingStop || rules.timedExit);
}

/** A rule that fired: its kind and the reason the basket, Track, the alert and History give. */
export interface FiredRule {
  kind: ExitRuleKind;
  reason: string;
}

/** What one check of a basket's rules concluded: the rule that fired, and its best P&L so far. */
export interface RuleVerdict {
  fired: FiredRule | null;
  /** The trailing stop's best P&L once it has been reached (null before). */
  best: Paise | null;
}

/**
 * Checks a basket's rules against its P&L now (`pnl`, on fresh prices only: the caller's
 * concern) and the best P&L its trailing stop has seen. Precedence: stop-loss, trailing stop,
 * target, then the timed exit; a P&L past two of them is told as the first.
 */
export function checkBasketRules(
  rules: BasketRules,
  at: { pnl: Paise; best: Paise | null; now: Date },
): RuleVerdict {
  const { pnl, now } = at;
  const trailing = rules.trailingStop;
  const reached = trailing !== null && (at.best !== null || pnl >= trailing.activateAt);
  const best = reached ? paise(Math.max(at.best ?? pnl, pnl)) : null;
  // No function made here: each costs esbuild's keep-names helper on every call, and this runs
  // for thousands of baskets on every tick.
  if (rules.stopLoss && pnl <= rules.stopLoss.pnlAt) {
    return firing(
      now,
      best,
      "STOP_LOSS",
      `Exited by stop-loss: P&L ${crossed(pnl, rules.stopLoss.pnlAt)}`,
    );
  }
  if (trailing && best !== null && pnl <= subtractPaise(best, trailing.giveBack)) {
    const gaveBack = formatRupees(subtractPaise(best, pnl));
    return firing(
      now,
      best,
      "TRAILING_STOP",
      `Exited by trailing stop: P&L ${formatRupees(pnl)} gave back ${gaveBack} from ${formatRupees(best)}`,
    );
  }
  if (rules.target && pnl >= rules.target.pnlAt) {
    return firing(now, best, "TARGET", `Exited by target: P&L ${crossed(pnl, rules.target.pnlAt)}`);
  }
  if (rules.timedExit && now >= rules.timedExit.exitAt) {
    return firing(
      now,
      best,
      "TIMED_EXIT",
      `Exited by timed exit: ${timedExitText(rules.timedExit.rule)}`,
    );
  }
  return { fired: null, best };
}

function firing(now: Date, best: Paise | null, kind: ExitRuleKind, reason: string): RuleVerdict {
  return { fired: { kind, reason: `${reason} at ${indiaTimeOfDay(now)}` }, best };
}

const crossed = (value: Paise, level: Paise) =>
  `${formatRupees(value)} crossed ${formatRupees(level)}`;

/** A timed exit as the trader set it: "at 15:15", "30 minutes before expiry". */
export function timedExitText(rule: TimedExitInput): string {
  return rule.kind === "TIME_OF_DAY" ? `at ${rule.time}` : `${rule.minutes} minutes before expiry`;
}
