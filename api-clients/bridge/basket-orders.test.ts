import { describe, expect, it } from "vitest";
import { fakeFetch } from "../testing/fake-fetch";
import { adjustBasket, exitBasket, placeBasket, retryBasket } from "./basket-orders";

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
});
