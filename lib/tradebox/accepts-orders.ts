import type { BasketStatus } from "../domain/enums";

/**
 * Whether a tradebox takes new orders: it is live (OPEN), or live with a newer basket after an
 * adjustment (ADJUSTED). PENDING has not been published, CLOSED is over, NO_BASKET has no legs.
 */
export function acceptsNewOrders(status: BasketStatus): boolean {
  return status === "OPEN" || status === "ADJUSTED";
}
