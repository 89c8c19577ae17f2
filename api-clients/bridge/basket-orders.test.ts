import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { fakeFetch } from "../testing/fake-fetch";
import {
  adjustBasket,
  exitBasket,
  placeBasket,
  removeExitRules,
  retryBasket,
  setExitRules,
} from "./basket-orders";

const answer = { is_success: true, data: { basket_id: "b1", status: "ENTERING" } };

describe("basket orders", () => {
  it("places a tradebox with its lots and the confirmation's idempotency key", async () => {
    const { fetchImpl, requests } = fakeFetch(answer);
    const result = await placeBasket(
      { strategyId: "t1", lots: 2, idempotencyKey: "k-1" },
      { token: "jwt", fetchImpl },
    );
    expect(result).toEqual({ basket_id: "b1", status: "ENTERING" });
    expect(requests[0]).toMatchObject({
      method: "POST",
      authorization: "Bearer jwt",
      body: { strategy_id: "t1", no_of_lot: 2, idempotency_key: "k-1" },
    });
    expect(requests[0]?.url.pathname).toBe("/bridge/basket/place");
  });

  it("places with the trader's exit rules when there are some", async () => {
    const { fetchImpl, requests } = fakeFetch(answer);
    const exitRules = { stop_loss: { value: 2400, unit: "RUPEES" as const } };
    await placeBasket(
      { strategyId: "t1", lots: 1, idempotencyKey: "k-2", exitRules },
      { fetchImpl },
    );
    expect(requests[0]?.body).toEqual({
      strategy_id: "t1",
      no_of_lot: 1,
      idempotency_key: "k-2",
      exit_rules: exitRules,
    });
  });

  it("retries, adjusts and exits a basket by id, a partial exit with its legs", async () => {
    const { fetchImpl, requests } = fakeFetch(answer);
    await retryBasket("b1", { fetchImpl });
    await adjustBasket("b1", { fetchImpl });
    await exitBasket("b1", { fetchImpl });
    await exitBasket("b1", { fetchImpl, signalIds: ["s1"] });
    expect(requests.map((r) => [r.url.pathname, r.body])).toEqual([
      ["/bridge/basket/retry", { basket_id: "b1" }],
      ["/bridge/basket/adjust", { basket_id: "b1" }],
      ["/bridge/basket/exit", { basket_id: "b1" }],
      ["/bridge/basket/exit", { basket_id: "b1", signal_ids: ["s1"] }],
    ]);
  });

  it("surfaces the bridge's reason for a refusal", async () => {
    const { fetchImpl } = fakeFetch(
      { is_success: false, errorMessage: "Orders are taken 09:15-15:15 IST" },
      409,
    );
    await expect(
      placeBasket({ strategyId: "t1", lots: 1, idempotencyKey: "k" }, { fetchImpl }),
    ).rejects.toMatchObject({ status: 409, message: "Orders are taken 09:15-15:15 IST" });
  });

  describe("exit rules", () => {
    const rules = {
      basket_id: "b1",
      stop_loss: { value: 2, unit: "PERCENT_OF_MARGIN", pnl_at: -2400 },
      target: null,
      trailing_stop: { activate_at: 2000, give_back: 600, best_pnl: null },
      timed_exit: { kind: "TIME_OF_DAY", time: "15:15", exit_at: "2026-12-07T09:45:00.000Z" },
      waiting: null,
      fired: null,
    };

    it("sets a basket's rules and answers them as the services keep them", async () => {
      const { fetchImpl, requests } = fakeFetch({ is_success: true, data: rules });
      const input = { stop_loss: { value: 2, unit: "PERCENT_OF_MARGIN" as const } };
      await expect(setExitRules("b1", input, { token: "jwt", fetchImpl })).resolves.toEqual(rules);
      expect(requests[0]).toMatchObject({
        method: "PUT",
        authorization: "Bearer jwt",
        body: { basket_id: "b1", rules: input },
      });
      expect(requests[0]?.url.pathname).toBe("/bridge/basket/exit-rules");
    });

    it("removes them", async () => {
      const none = { ...rules, stop_loss: null, trailing_stop: null, timed_exit: null };
      const { fetchImpl, requests } = fakeFetch({ is_success: true, data: none });
      await expect(removeExitRules("b1", { fetchImpl })).resolves.toEqual(none);
      expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
        ["DELETE", "/bridge/basket/exit-rules", { basket_id: "b1" }],
      ]);
    });

    it("surfaces a refusal, and refuses an answer of another shape", async () => {
      const refused = fakeFetch(
        { is_success: false, errorMessage: "That exit time has passed for this basket" },
        400,
      );
      await expect(
        setExitRules("b1", { timed_exit: null }, { fetchImpl: refused.fetchImpl }),
      ).rejects.toMatchObject({
        status: 400,
        message: "That exit time has passed for this basket",
      });
      const reported: ValidationError[] = [];
      setValidationErrorReporter((error) => reported.push(error));
      const odd = fakeFetch({ is_success: true, data: { basket_id: "b1" } });
      await expect(removeExitRules("b1", { fetchImpl: odd.fetchImpl })).rejects.toBeInstanceOf(
        ValidationError,
      );
      expect(reported).toHaveLength(1);
      setValidationErrorReporter(() => {});
    });
  });
});
