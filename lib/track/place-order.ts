import type { StrategyTemplateWire } from "../tradebox/strategy-template-wire";
import { parseRupees } from "../money/parse-rupees";
import { comparePaise, multiplyPaise, subtractPaise, ZERO_PAISE, type Paise } from "../money/paise";
import { ENTERABLE_ANALYST_STATUSES } from "../status/basket-status-colour";

/** Lots a trader can place at once. One at least; the cap is ours, a guard against a typo. */
export const MIN_LOTS = 1;
export const MAX_LOTS = 50;

/** A lot count kept inside [MIN_LOTS, MAX_LOTS]; anything not a number becomes MIN_LOTS. */
export function clampLots(lots: number): number {
  if (!Number.isFinite(lots)) return MIN_LOTS;
  return Math.min(MAX_LOTS, Math.max(MIN_LOTS, Math.trunc(lots)));
}

/**
 * The margin a basket of `lots` needs: the template's margin (for one lot of the analyst's
 * basket, rupees) × lots. Margin of an options basket scales with the lots: every leg's quantity
 * and so every SPAN scenario's loss is multiplied by the same number.
 */
export function requiredMarginFor(templateMarginRupees: number, lots: number): Paise {
  return multiplyPaise(parseRupees(templateMarginRupees), lots);
}

export interface MarginCheck {
  required: Paise;
  available: Paise;
  /** How much more the trader needs; 0 when the funds cover the margin. */
  shortfall: Paise;
  sufficient: boolean;
}

/** Required against available margin; shortfall = max(required − available, 0). */
export function marginCheck(required: Paise, available: Paise): MarginCheck {
  const sufficient = comparePaise(available, required) >= 0;
  return {
    required,
    available,
    shortfall: sufficient ? ZERO_PAISE : subtractPaise(required, available),
    sufficient,
  };
}

/** What a hedge saves: the basket's sold legs alone beside the margin the basket needs. */
export interface HedgeBenefit {
  soldLegsAlone: Paise;
  /** The margin the bought legs take off; 0 if, unusually, they add to it. */
  saving: Paise;
}

/**
 * The hedge benefit the place screen shows: the quote's sold-legs-alone figure (rupees; null for
 * a basket with no hedge) against the required margin on the same screen, so the sum on screen
 * adds up.
 */
export function hedgeBenefit(soldLegsMargin: number | null, required: Paise): HedgeBenefit | null {
  if (soldLegsMargin === null) return null;
  const soldLegsAlone = parseRupees(soldLegsMargin);
  const saving =
    comparePaise(soldLegsAlone, required) > 0 ? subtractPaise(soldLegsAlone, required) : ZERO_PAISE;
  return { soldLegsAlone, saving };
}

/** One leg of the order the trader is about to send: side, contract, lots and units. */
export interface OrderLeg {
  token: number;
  prettyName: string;
  side: StrategyTemplateWire["signals"][number]["transaction_type"];
  lots: number;
  units: number;
  /** The analyst's price for the leg, rupees. */
  price: number;
  /** The analyst's levels for the leg, rupees (null: none): the services exit the leg at them. */
  stopLoss: number | null;
  target: number | null;
}

/**
 * The legs a placement of `lots` sends: each template leg's lots (quantity) × lots, in units
 * × its multiplier. Hedge (BUY) legs are listed first, as the bridge sends them.
 */
export function orderLegs(
  template: Pick<StrategyTemplateWire, "signals">,
  lots: number,
): OrderLeg[] {
  return template.signals
    .map((signal) => ({
      token: signal.instrument_token,
      prettyName: signal.pretty_name,
      side: signal.transaction_type,
      lots: signal.quantity * lots,
      units: signal.quantity * signal.multiplier * lots,
      price: signal.price,
      stopLoss: signal.stop_loss,
      target: signal.target,
    }))
    .sort((a, b) => (a.side === b.side ? 0 : a.side === "BUY" ? -1 : 1));
}

/** Why the Place button is held back, in the order the page explains them. */
export type PlaceBlocker = "tradebox-not-open" | "market-closed" | "insufficient-margin";

export interface PlaceReadinessInput {
  analystStatus: StrategyTemplateWire["status"];
  orderWindowOpen: boolean;
  margin: MarginCheck | null;
}

/**
 * What stops a placement now: the analyst's basket must be enterable (OPEN or ADJUSTED), the
 * order window open, and the funds must cover the margin. Unknown margin (still loading) blocks
 * nothing here; the page waits for it before enabling the button.
 */
export function placeBlockers(input: PlaceReadinessInput): PlaceBlocker[] {
  const blockers: PlaceBlocker[] = [];
  if (!(ENTERABLE_ANALYST_STATUSES as readonly string[]).includes(input.analystStatus)) {
    blockers.push("tradebox-not-open");
  }
  if (!input.orderWindowOpen) blockers.push("market-closed");
  if (input.margin && !input.margin.sufficient) blockers.push("insufficient-margin");
  return blockers;
}
