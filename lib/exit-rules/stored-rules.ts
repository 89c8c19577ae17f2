import * as z from "../validation/zod";
import { paise } from "../money/paise";
import { paiseToRupeesNumber } from "../money/parse-rupees";
import type { BasketRules } from "./basket-rules";
import {
  ruleAmountSchema,
  timedExitSchema,
  type ExitRulesInput,
  type ExitRulesStateWire,
} from "./exit-rules-wire";

const paiseInt = z.int();

/** A basket's resolved rules as a JSON column holds them: integer paise, ISO instants. */
export const storedBasketRulesSchema = z.object({
  stop_loss: z.nullable(z.object({ ...ruleAmountSchema.shape, pnl_at_paise: paiseInt })),
  target: z.nullable(z.object({ ...ruleAmountSchema.shape, pnl_at_paise: paiseInt })),
  trailing_stop: z.nullable(z.object({ activate_at_paise: paiseInt, give_back_paise: paiseInt })),
  timed_exit: z.nullable(
    z.intersection(timedExitSchema, z.object({ exit_at: z.string().check(z.minLength(1)) })),
  ),
});
export type StoredBasketRules = z.infer<typeof storedBasketRulesSchema>;

export function storedRules(rules: BasketRules): StoredBasketRules {
  return {
    stop_loss: rules.stopLoss && { ...rules.stopLoss.amount, pnl_at_paise: rules.stopLoss.pnlAt },
    target: rules.target && { ...rules.target.amount, pnl_at_paise: rules.target.pnlAt },
    trailing_stop: rules.trailingStop && {
      activate_at_paise: rules.trailingStop.activateAt,
      give_back_paise: rules.trailingStop.giveBack,
    },
    timed_exit: rules.timedExit && {
      ...rules.timedExit.rule,
      exit_at: rules.timedExit.exitAt.toISOString(),
    },
  };
}

/** The rules a stored row holds (validated: a row written by older code is read or refused). */
export function rulesOfStored(stored: unknown): BasketRules {
  const s = storedBasketRulesSchema.parse(stored);
  const amount = (rule: { value: number; unit: "RUPEES" | "PERCENT_OF_MARGIN" }) => ({
    value: rule.value,
    unit: rule.unit,
  });
  const timed = s.timed_exit;
  return {
    stopLoss: s.stop_loss && {
      amount: amount(s.stop_loss),
      pnlAt: paise(s.stop_loss.pnl_at_paise),
    },
    target: s.target && { amount: amount(s.target), pnlAt: paise(s.target.pnl_at_paise) },
    trailingStop: s.trailing_stop && {
      activateAt: paise(s.trailing_stop.activate_at_paise),
      giveBack: paise(s.trailing_stop.give_back_paise),
    },
    timedExit: timed && {
      rule:
        timed.kind === "TIME_OF_DAY"
          ? { kind: "TIME_OF_DAY", time: timed.time }
          : { kind: "BEFORE_EXPIRY", minutes: timed.minutes },
      exitAt: new Date(timed.exit_at),
    },
  };
}

/** The rules as the trader set them (what an edit form starts from). */
export function inputOfRules(rules: BasketRules): ExitRulesInput {
  const trailing = rules.trailingStop;
  return {
    stop_loss: rules.stopLoss?.amount ?? null,
    target: rules.target?.amount ?? null,
    trailing_stop: trailing && {
      activate_at: paiseToRupeesNumber(trailing.activateAt),
      give_back: paiseToRupeesNumber(trailing.giveBack),
    },
    timed_exit: rules.timedExit?.rule ?? null,
  };
}

/** The rules' part of the state the app is sent (exit_rules of GET /basket/exit-rules). */
export function rulesToWire(
  rules: BasketRules,
  best: number | null,
): Pick<ExitRulesStateWire, "stop_loss" | "target" | "trailing_stop" | "timed_exit"> {
  const rupees = paiseToRupeesNumber;
  const input = inputOfRules(rules);
  return {
    stop_loss: rules.stopLoss && { ...rules.stopLoss.amount, pnl_at: rupees(rules.stopLoss.pnlAt) },
    target: rules.target && { ...rules.target.amount, pnl_at: rupees(rules.target.pnlAt) },
    trailing_stop: input.trailing_stop
      ? { ...input.trailing_stop, best_pnl: best === null ? null : rupees(paise(best)) }
      : null,
    timed_exit: rules.timedExit && {
      ...rules.timedExit.rule,
      exit_at: rules.timedExit.exitAt.toISOString(),
    },
  };
}
