import {
  hasBasketRules,
  resolveBasketRules,
  RuleInputError,
  type BasketRules,
} from "../../lib/exit-rules/basket-rules";
import type {
  ExitRulesInput,
  ExitRulesStateWire,
  SetExitRulesRequest,
} from "../../lib/exit-rules/exit-rules-wire";
import { exitRulesWire } from "./exit-rules-state";
import type { Paise } from "../../lib/money/paise";
import type { BrokerSession } from "../brokers/broker";
import type { BasketEngine } from "../baskets/basket-engine";
import { BasketError } from "../baskets/basket-error";
import { marginOfBasket } from "../baskets/basket-reads";
import { findOwnBasket, loadBasketState, type BasketState } from "../baskets/basket-store";
import type { Trader } from "../baskets/trader";
import type { UserBasketRow } from "../db/schema";
import { instrumentByToken } from "../market/instrument-lookup";
import { removeRules, rulesOf, saveRules } from "./exit-rules-repo";

/** A basket's statuses in which its trader may set or remove rules: while it holds or enters. */
const RULED_STATUSES: readonly UserBasketRow["status"][] = [
  "ENTERING",
  "TRACKING",
  "ADJUSTING",
  "ERROR",
];

/**
 * The trader's rules resolved against the basket: a percentage of margin against the broker's
 * margin for what it holds (or enters), a timed exit against its first expiry. A rule that
 * cannot be resolved is INVALID (400) with the reason.
 */
export async function resolveRules(
  input: ExitRulesInput,
  basis: { margin: () => Promise<Paise>; expiries: readonly string[]; setAt: Date },
): Promise<BasketRules> {
  const percent = [input.stop_loss, input.target].some(
    (rule) => rule?.unit === "PERCENT_OF_MARGIN",
  );
  const margin = percent ? await basis.margin() : (0 as Paise);
  const firstExpiryDate = [...basis.expiries].sort()[0] ?? "";
  try {
    return resolveBasketRules(input, { margin, setAt: basis.setAt, firstExpiryDate });
  } catch (error) {
    if (error instanceof RuleInputError) throw new BasketError("INVALID", error.message);
    throw error;
  }
}

/** The expiry days of a basket's legs. */
export function expiriesOf(tokens: readonly number[]): string[] {
  return tokens.flatMap((token) => {
    const expiry = instrumentByToken(token)?.expiry;
    return expiry ? [expiry] : [];
  });
}

/** PUT /basket/exit-rules: the basket's rules from now on; none given removes them. */
export async function setExitRules(
  engine: BasketEngine,
  user: Trader,
  request: SetExitRulesRequest,
): Promise<ExitRulesStateWire> {
  const { db, now } = engine.deps;
  const own = await findOwnBasket(db, user.id, request.basket_id);
  if (!RULED_STATUSES.includes(own.status)) {
    throw new BasketError("CONFLICT", `Exit rules cannot change now: the basket is ${own.status}`);
  }
  const session = await engine.sessionOf(user);
  const state = await loadBasketState(db, own.id);
  const rules = await resolveRules(request.rules, basisOf(engine, user, session, state));
  if (!hasBasketRules(rules)) await removeRules(db, own.id, now());
  else await saveRules(db, own.id, rules, now());
  return exitRulesState(engine, user, own);
}

/** What resolving a basket's rules reads: its margin (asked only for a percentage), its expiries. */
export function basisOf(
  engine: BasketEngine,
  user: Trader,
  session: BrokerSession,
  state: BasketState,
) {
  return {
    margin: () => marginOfBasket(engine, user, session, state),
    expiries: expiriesOf(state.signals.map((signal) => signal.instrumentToken)),
    setAt: engine.deps.now(),
  };
}

/** DELETE /basket/exit-rules: the basket keeps no rules of the trader's. */
export async function removeExitRules(
  engine: BasketEngine,
  user: Trader,
  basketId: string,
): Promise<ExitRulesStateWire> {
  const own = await findOwnBasket(engine.deps.db, user.id, basketId);
  await removeRules(engine.deps.db, own.id, engine.deps.now());
  return exitRulesState(engine, user, own);
}

/** A basket's rules as the app shows them: each with the P&L or instant it acts at, any wait. */
export async function exitRulesState(
  engine: BasketEngine,
  user: Trader,
  basket: Pick<UserBasketRow, "id" | "exitReason">,
): Promise<ExitRulesStateWire> {
  return exitRulesWire(user, basket, await rulesOf(engine.deps.db, basket.id));
}
