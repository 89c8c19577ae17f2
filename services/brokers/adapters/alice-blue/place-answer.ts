import { ALICE_BLUE_NAME as NAME, describeAliceBlueError } from "./errors";
import type { PlaceResultRow } from "./wire";

/** What the place answer's item says of the order. */
export type PlaceResult =
  | { kind: "placed"; brokerOrderId: string }
  /** The broker refused this order inside an "Ok" envelope: the reason, readable. */
  | { kind: "refused"; reason: string }
  /** Neither an id nor a refusal: the order's fate is settled from the book. */
  | { kind: "unknown" };

function textOf(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

/**
 * Status words that do not refuse, in any case: "Ok" (OpenAlgo's rule) and "Success" (the
 * envelope's message in the docs' samples; never a refusal, though OpenAlgo's rule knows only "Ok").
 */
const NOT_A_REFUSAL = new Set(["ok", "success"]);

/**
 * The place answer's item read by OpenAlgo's rule (marketcalls/openalgo
 * broker/aliceblue/api/order_api.py `place_order_api`): an order id is a placed order; no id
 * and a status present that is not "Ok" is a refusal, its reason the item's message (else
 * `emsg`, `rejectionReason`, the status itself). Anything else (no status, or "Ok", whatever
 * the message says; no item at all) is unknown: a misread refusal of a booked order would be
 * sent again under a new key (issue 52), so the book settles it.
 */
export function placeResultOf(item: PlaceResultRow | undefined): PlaceResult {
  if (!item) return { kind: "unknown" };
  const brokerOrderId = textOf(item.brokerOrderId);
  if (brokerOrderId !== "") return { kind: "placed", brokerOrderId };
  const status = textOf(item.status);
  if (status === "" || NOT_A_REFUSAL.has(status.toLowerCase())) return { kind: "unknown" };
  const reason =
    [item.message, item.emsg, item.rejectionReason].map(textOf).find((text) => text !== "") ??
    status;
  return { kind: "refused", reason: `${NAME}: ${describeAliceBlueError(reason)}` };
}
