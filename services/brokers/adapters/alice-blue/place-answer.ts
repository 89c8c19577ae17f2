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
 * The place answer's item read: an order id is a placed order; no id with a status other than
 * "Ok", or with a reason, is a refusal (OpenAlgo's order_api.py reads the item's own `status`
 * and `message` so). An item with neither, or no item at all, is not known either way.
 */
export function placeResultOf(item: PlaceResultRow | undefined): PlaceResult {
  if (!item) return { kind: "unknown" };
  const brokerOrderId = textOf(item.brokerOrderId);
  if (brokerOrderId !== "") return { kind: "placed", brokerOrderId };
  const status = textOf(item.status).toLowerCase();
  const reason =
    [item.message, item.emsg, item.rejectionReason].map(textOf).find((text) => text !== "") ?? "";
  const refused =
    (status !== "" && status !== "ok") || (reason !== "" && !/^success$/i.test(reason));
  if (!refused) return { kind: "unknown" };
  return { kind: "refused", reason: `${NAME}: ${describeAliceBlueError(reason)}` };
}
