import { daysBetween } from "../market/calendar-date";
import { indiaClock } from "../market/india-time";
import { formatIsoDate, formatRupeeAmount } from "../format/display-figures";
import { timedExitText } from "../exit-rules/basket-rules";
import { indiaTimeOfDay } from "../exit-rules/exit-time";
import type { ExitRulesInput, ExitRulesStateWire, RuleAmount } from "../exit-rules/exit-rules-wire";
import { ruleDistances, type TrailingDistance } from "../exit-rules/rule-distance";
import { formatRupees } from "../money/format-rupees";
import type { Paise } from "../money/paise";

/** One rule as Track lists it: 'Stop-loss' and 'P&L -₹2,400.00 · ₹1,130.50 away'. */
export interface ExitRuleLine {
  kind: "STOP_LOSS" | "TARGET" | "TRAILING_STOP" | "TIMED_EXIT";
  label: string;
  text: string;
}

/** A percentage as the trader typed it, at most two decimals: 2 → '2%', 2.5 → '2.5%'. */
const percentText = (value: number) => `${Number(value.toFixed(2))}%`;

/** An amount as the trader set it: '₹2,400.00' or '2% of margin'. */
export function ruleAmountText(amount: RuleAmount): string {
  return amount.unit === "RUPEES"
    ? formatRupeeAmount(amount.value)
    : `${percentText(amount.value)} of margin`;
}

const awayText = (away: Paise) => (away > 0 ? `${formatRupees(away)} away` : "reached");

/** When a timed exit acts, in India's time: 'today 15:15', 'tomorrow 15:15', '8 Dec 2026, 15:00'. */
export function timedExitWhen(exitAt: Date, now: Date): string {
  const time = indiaTimeOfDay(exitAt).slice(0, 5);
  const date = indiaClock(exitAt).date;
  const days = daysBetween(indiaClock(now).date, date);
  if (days === 0) return `today ${time}`;
  if (days === 1) return `tomorrow ${time}`;
  return `${formatIsoDate(date)}, ${time}`;
}

function trailingText(trailing: TrailingDistance): string {
  const rule = `from ${formatRupees(trailing.activateAt)}, gives back ${formatRupees(trailing.giveBack)}`;
  if (trailing.best === null || trailing.exitAt === null) {
    return `${rule} · starts ${formatRupees(trailing.away)} away`;
  }
  return `${rule} · best ${formatRupees(trailing.best)} · exits at P&L ${formatRupees(trailing.exitAt)}, ${awayText(trailing.away)}`;
}

/**
 * The basket's rules as Track lists them, each with where it acts and how far the live P&L
 * (`pnl`, as Track sums it) is from it; a timed exit with its instant in India's time.
 */
export function exitRuleLines(rules: ExitRulesStateWire, pnl: Paise, now: Date): ExitRuleLine[] {
  const distances = ruleDistances(rules, pnl);
  const lines: ExitRuleLine[] = [];
  const level = (amount: RuleAmount, pnlAt: Paise, away: Paise) => {
    const share = amount.unit === "RUPEES" ? "" : ` (${ruleAmountText(amount)})`;
    return `P&L ${formatRupees(pnlAt)}${share} · ${awayText(away)}`;
  };
  if (rules.stop_loss && distances.stopLoss) {
    const { pnlAt, away } = distances.stopLoss;
    lines.push({
      kind: "STOP_LOSS",
      label: "Stop-loss",
      text: level(rules.stop_loss, pnlAt, away),
    });
  }
  if (rules.target && distances.target) {
    const { pnlAt, away } = distances.target;
    lines.push({ kind: "TARGET", label: "Target", text: level(rules.target, pnlAt, away) });
  }
  if (distances.trailingStop) {
    lines.push({
      kind: "TRAILING_STOP",
      label: "Trailing stop",
      text: trailingText(distances.trailingStop),
    });
  }
  if (rules.timed_exit) {
    const when = timedExitWhen(new Date(rules.timed_exit.exit_at), now);
    lines.push({
      kind: "TIMED_EXIT",
      label: "Timed exit",
      text: `${timedExitText(rules.timed_exit)} (${when})`,
    });
  }
  return lines;
}

/**
 * Rules about to be sent, one phrase each, as the order's confirmation lists them: 'Stop-loss
 * ₹2,400.00', 'Target 2% of margin', 'Trailing stop from ₹2,000.00, gives back ₹600.00',
 * 'Timed exit at 15:15'.
 */
export function exitRulesSummary(input: ExitRulesInput): string[] {
  const phrases: string[] = [];
  if (input.stop_loss) phrases.push(`Stop-loss ${ruleAmountText(input.stop_loss)}`);
  if (input.target) phrases.push(`Target ${ruleAmountText(input.target)}`);
  const trailing = input.trailing_stop;
  if (trailing) {
    phrases.push(
      `Trailing stop from ${formatRupeeAmount(trailing.activate_at)}, gives back ${formatRupeeAmount(trailing.give_back)}`,
    );
  }
  if (input.timed_exit) phrases.push(`Timed exit ${timedExitText(input.timed_exit)}`);
  return phrases;
}
