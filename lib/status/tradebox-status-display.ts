import type { UserBasketStatus } from "../domain/enums";
import {
  BASKET_STATUS_COLOUR_TOKENS,
  basketStatusColour,
  type BasketColourInput,
} from "./basket-status-colour";
import { positionStatus } from "./position-status";

/** Spec §3 'Tradebox status display record': backendStatus, statusText, color, toRetry. */
export interface TradeboxStatusDisplay {
  backendStatus: UserBasketStatus;
  /** The position label of spec §4, e.g. 'Tracking', 'Adjustment Available', 'Retry Orders'. */
  statusText: string;
  /** Chakra colour token of the basket's colour name. */
  color: string;
  /** The basket is in the 'Retry' group: its failed orders can be sent again. */
  toRetry: boolean;
}

/** The display record of a trader's basket, from its status and the analyst's basket status. */
export function tradeboxStatusDisplay(
  input: BasketColourInput & { userStatus: UserBasketStatus },
): TradeboxStatusDisplay {
  const position = positionStatus(input.userStatus, input.analystStatus);
  return {
    backendStatus: input.userStatus,
    statusText: position.label,
    color: BASKET_STATUS_COLOUR_TOKENS[basketStatusColour(input)],
    toRetry: position.group === "Retry",
  };
}
