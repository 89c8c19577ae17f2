import type { Duration, TransactionType } from "../../lib/domain/enums";
import type { UnderlyingToken } from "../../lib/market/underlyings";
import { parseRupees } from "../../lib/money/parse-rupees";
import type { Paise } from "../../lib/money/paise";
import type { Instrument, MarketData } from "../market/instrument";
import { contractLabel, expiredMessage, hasExpired } from "../market/contract-expiry";
import { findInstrument } from "../market/instrument-lookup";
import { CatalogueError } from "./catalogue-error";
import type { LegInput } from "./tradebox-input";
import { misplacedLevel } from "../../lib/exit-rules/leg-levels";

/** A leg bound to its contract and priced: what a basket_signals row is made of. */
export interface ResolvedLeg {
  instrument: Instrument;
  side: TransactionType;
  lots: number;
  pricePaise: Paise;
  stopLossPaise: Paise | null;
  targetPaise: Paise | null;
  duration: Duration;
}

const optionalPaise = (rupees: number | null | undefined) =>
  rupees === undefined || rupees === null ? null : parseRupees(rupees);

/**
 * Each leg's contract from the instruments master, and its price: the analyst's, or the market's
 * last price. A contract the exchange does not list, one that has expired by the market's clock,
 * one with no price, or one another leg already holds, is INVALID, with the leg named: a
 * trader's basket holds a contract once (user_signals is unique on it), so a basket that buys
 * and sells the same one could be published and then fail every place.
 */
export function resolveLegs(
  underlyingToken: UnderlyingToken,
  legs: readonly LegInput[],
  market: MarketData,
): ResolvedLeg[] {
  const legOfContract = new Map<number, number>();
  return legs.map((leg, index) => {
    const instrument = findInstrument({
      underlyingToken,
      expiry: leg.expiry,
      type: leg.type,
      strike: leg.type === "fut" ? null : (leg.strike ?? null),
    });
    const name = `legs.${index}`;
    if (!instrument) {
      throw new CatalogueError(
        "INVALID",
        `${name}: no listed ${leg.type} of underlying ${underlyingToken} expiring ${leg.expiry}` +
          (leg.type === "fut" ? "" : ` at strike ${String(leg.strike)}`),
      );
    }
    const twin = legOfContract.get(instrument.token);
    if (twin !== undefined) {
      throw new CatalogueError(
        "INVALID",
        `${name}: ${contractLabel(instrument)} is legs.${twin}'s contract too; a basket holds each contract once`,
      );
    }
    legOfContract.set(instrument.token, index);
    if (hasExpired(instrument, market.now())) {
      throw new CatalogueError("INVALID", `${name}: ${expiredMessage(instrument)}`);
    }
    const pricePaise =
      leg.price === undefined ? market.lastTradedPrice(instrument.token) : parseRupees(leg.price);
    if (pricePaise === undefined) {
      throw new CatalogueError("INVALID", `${name}: no market price for ${instrument.prettyName}`);
    }
    const stopLossPaise = optionalPaise(leg.stop_loss);
    const targetPaise = optionalPaise(leg.target);
    const misplaced = misplacedLevel({
      side: leg.side,
      price: pricePaise,
      stopLoss: stopLossPaise,
      target: targetPaise,
    });
    if (misplaced) throw new CatalogueError("INVALID", `${name}: ${misplaced}`);
    return {
      instrument,
      side: leg.side,
      lots: leg.lots,
      pricePaise,
      stopLossPaise,
      targetPaise,
      duration: leg.duration ?? "OVERNIGHT",
    };
  });
}
