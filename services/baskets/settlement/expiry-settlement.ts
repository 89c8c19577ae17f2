import { settlementPrice, type IndexClose } from "../../../lib/market/expiry-settlement";
import { UNDERLYINGS } from "../../../lib/market/underlyings";
import { formatIndexPoints, formatIsoDate } from "../../../lib/format/display-figures";
import { paiseToRupeesNumber } from "../../../lib/money/parse-rupees";
import type { Paise } from "../../../lib/money/paise";
import { contractExpiresAt, hasExpired } from "../../market/contract-expiry";
import type { Instrument } from "../../market/instrument";
import { isInFlight, netQuantity } from "./basket-settlement";
import type { BasketState } from "../basket-store";

/** A leg's settlement as the order row it is recorded as: final, filled, never sent. */
export interface SettlementRow {
  basketId: string;
  signalId: string;
  purpose: "SETTLE";
  attempt: 1;
  idempotencyKey: string;
  instrumentToken: number;
  transactionType: "BUY" | "SELL";
  quantity: number;
  status: "COMPLETE";
  filledQuantity: number;
  averagePricePaise: Paise;
  statusMessage: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One key per leg: a second settler (another instance, a restart) writing the same leg's
 * settlement meets the unique key and writes nothing.
 */
export const settlementKey = (basketId: string, signalId: string) =>
  `${basketId}:settle:${signalId}`;

/**
 * The legs of a basket the exchange has settled by `at`: each leg still held whose contract
 * expired (15:30 IST on its expiry day), with no order on its way, is closed at its final
 * settlement price (an option at its intrinsic value, nothing out of the money) as a trade of
 * the expiry's close. Legs of later expiries are left as they are.
 */
export function expirySettlements(
  state: BasketState,
  contractOf: (token: number) => Instrument,
  closeOf: IndexClose,
  at: Date,
  /** Whether the broker's book shows the leg held to the close (held-at-expiry.ts); all, unset. */
  heldAtBroker: (instrumentToken: number, net: number) => boolean = () => true,
): SettlementRow[] {
  return state.signals.flatMap((signal) => {
    const orders = state.orders.filter((order) => order.signalId === signal.id);
    const net = netQuantity(orders);
    const contract = contractOf(signal.instrumentToken);
    if (net === 0 || orders.some(isInFlight) || !hasExpired(contract, at)) return [];
    if (!heldAtBroker(signal.instrumentToken, net)) return [];
    const close = closeOf(contract.underlyingToken, contract.expiry);
    const price = settlementPrice(contract, close);
    const index = UNDERLYINGS[contract.underlyingToken].name;
    const closeText = formatIndexPoints(paiseToRupeesNumber(close));
    return [
      {
        basketId: state.basket.id,
        signalId: signal.id,
        purpose: "SETTLE",
        attempt: 1,
        idempotencyKey: settlementKey(state.basket.id, signal.id),
        instrumentToken: signal.instrumentToken,
        transactionType: net > 0 ? "SELL" : "BUY",
        quantity: Math.abs(net),
        status: "COMPLETE",
        filledQuantity: Math.abs(net),
        averagePricePaise: price,
        statusMessage: `${index} closed at ${closeText} on ${formatIsoDate(contract.expiry)}`,
        createdAt: contractExpiresAt(contract),
        updatedAt: at,
      },
    ];
  });
}
