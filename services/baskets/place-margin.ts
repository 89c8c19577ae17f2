import type { PlaceMarginWire } from "../../lib/basket/user-basket-wire";
import { visibleStrategy } from "./basket-actions";
import type { BasketEngine } from "./basket-engine";
import type { Trader } from "./trader";
import { BasketError } from "./basket-error";
import { rupees } from "./basket-wire-of";
import { marginQuote, tradableLegs } from "./order-checks";

/**
 * What placing `lots` lots of a tradebox would block at the trader's broker now: its basket
 * margin call for the analyst's current legs, or our estimate where the broker has none (said
 * so, for the place screen to label it); for a hedged basket, also its sold legs' alone.
 */
export async function placeMargin(
  engine: BasketEngine,
  user: Trader,
  strategyId: string,
  lots: number,
): Promise<PlaceMarginWire> {
  const strategy = await visibleStrategy(engine, user, strategyId);
  if (!strategy.currentBasketId) {
    throw new BasketError("CONFLICT", "This tradebox is not open for new orders");
  }
  const session = await engine.sessionOf(user);
  const legs = await tradableLegs(engine.deps, user, strategy.currentBasketId);
  const marginLegs = legs.map((leg) => ({
    instrumentToken: leg.instrumentToken,
    transactionType: leg.transactionType,
    quantity: leg.quantity * leg.multiplier * lots,
  }));
  // A hedged basket (it buys and sells): what its sold legs alone would block, from the same
  // margin call, shows what the bought legs save (issue 'Beyond the anchors').
  const soldLegs = marginLegs.filter((leg) => leg.transactionType === "SELL");
  const hedged = soldLegs.length > 0 && soldLegs.length < marginLegs.length;
  const [quote, soldQuote] = await Promise.all([
    marginQuote(engine.deps, user, session, marginLegs),
    hedged ? marginQuote(engine.deps, user, session, soldLegs) : null,
  ]);
  return {
    required_margin: rupees(quote.margin),
    estimated: quote.estimated,
    sold_legs_margin: soldQuote ? rupees(soldQuote.margin) : null,
  };
}
