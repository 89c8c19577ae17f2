import {
  basketOrderResultWireSchema,
  type BasketOrderResultWire,
} from "@/lib/basket/user-basket-wire";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import {
  exitRulesStateSchema,
  type ExitRulesInput,
  type ExitRulesStateWire,
} from "@/lib/exit-rules/exit-rules-wire";
import type { CallOptions } from "../call-options";
import { requestData } from "../envelope";

// Basket orders through the bridge (docs/api.md 'Bridge: basket orders'). Each answers the
// basket's status right after the orders were sent, or once they are written when the basket
// waits its send turn (its action's status); sends and fills arrive later as realtime events.

function post(path: string, body: unknown, options: CallOptions): Promise<BasketOrderResultWire> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.bridge,
    path,
    method: "POST",
    body,
    flag: "is_success",
    data: basketOrderResultWireSchema,
  });
}

export interface PlaceBasketInput {
  strategyId: string;
  lots: number;
  /**
   * One key per confirmation: the bridge answers every call with the same key with the same
   * basket, so a double click or a retry after a lost answer never places a second basket.
   */
  idempotencyKey: string;
  /** The trader's exit rules, kept with the basket from its first moment (issue #53). */
  exitRules?: ExitRulesInput;
}

/** POST /basket/place: follow a tradebox with `lots` lots. */
export function placeBasket(
  input: PlaceBasketInput,
  options: CallOptions,
): Promise<BasketOrderResultWire> {
  const body = {
    strategy_id: input.strategyId,
    no_of_lot: input.lots,
    idempotency_key: input.idempotencyKey,
    ...(input.exitRules ? { exit_rules: input.exitRules } : {}),
  };
  return post("/basket/place", body, options);
}

/** POST /basket/retry: send again the legs of a basket in ERROR that did not fill. */
export function retryBasket(
  basketId: string,
  options: CallOptions,
): Promise<BasketOrderResultWire> {
  return post("/basket/retry", { basket_id: basketId }, options);
}

/**
 * POST /basket/exit: square off the whole basket, or only `signalIds` (tradeboxes that allow a
 * partial exit).
 */
export function exitBasket(
  basketId: string,
  options: CallOptions & { signalIds?: readonly string[] },
): Promise<BasketOrderResultWire> {
  const { signalIds, ...call } = options;
  const body = signalIds ? { basket_id: basketId, signal_ids: signalIds } : { basket_id: basketId };
  return post("/basket/exit", body, call);
}

/** POST /basket/adjust: move the basket to the analyst's adjusted legs. */
export function adjustBasket(
  basketId: string,
  options: CallOptions,
): Promise<BasketOrderResultWire> {
  return post("/basket/adjust", { basket_id: basketId }, options);
}

/** A call to /basket/exit-rules: the basket's rules as the services keep them after it. */
function exitRulesCall(
  method: "PUT" | "DELETE",
  body: unknown,
  options: CallOptions,
): Promise<ExitRulesStateWire> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.bridge,
    path: "/basket/exit-rules",
    method,
    body,
    flag: "is_success",
    data: exitRulesStateSchema,
  });
}

/**
 * PUT /basket/exit-rules: the basket's exit rules from now on, replacing any it had (every rule
 * null or left out removes them). 400 names a rule that cannot be resolved, 409 a basket that
 * cannot take rules now.
 */
export function setExitRules(
  basketId: string,
  rules: ExitRulesInput,
  options: CallOptions,
): Promise<ExitRulesStateWire> {
  return exitRulesCall("PUT", { basket_id: basketId, rules }, options);
}

/** DELETE /basket/exit-rules: the basket keeps no exit rules of the trader's. */
export function removeExitRules(
  basketId: string,
  options: CallOptions,
): Promise<ExitRulesStateWire> {
  return exitRulesCall("DELETE", { basket_id: basketId }, options);
}
