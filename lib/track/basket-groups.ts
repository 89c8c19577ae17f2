import type { ActiveStrategyWire } from "../basket/user-basket-wire";
import {
  POSITION_STATUS_GROUPS,
  positionStatus,
  type PositionStatusGroup,
} from "../status/position-status";

/** Spec §6: only baskets the analysts manage are listed as active strategies. */
export function analystManaged<T extends Pick<ActiveStrategyWire, "basket_management_type">>(
  baskets: readonly T[],
): T[] {
  return baskets.filter((basket) => basket.basket_management_type === "ANALYST_MANAGED");
}

export interface BasketGroup<T> {
  group: PositionStatusGroup;
  baskets: T[];
}

/**
 * Baskets under the spec §4 groups, in the table's order (Tracking, Retry, Closed), each group's
 * baskets in the order given; empty groups are left out.
 */
export function groupBaskets<
  T extends Pick<ActiveStrategyWire, "status" | "analyst_basket_status">,
>(baskets: readonly T[]): BasketGroup<T>[] {
  return POSITION_STATUS_GROUPS.map((group) => ({
    group,
    baskets: baskets.filter(
      (basket) => positionStatus(basket.status, basket.analyst_basket_status).group === group,
    ),
  })).filter((entry) => entry.baskets.length > 0);
}
