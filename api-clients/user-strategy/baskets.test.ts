import { describe, expect, it } from "vitest";
import { activeStrategy, basketInfo, signal } from "@/lib/track/test-baskets";
import { ApiStatusError, ResponseError, ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { fakeFetch } from "../testing/fake-fetch";
import {
  basketKeys,
  basketQueries,
  getActiveStrategies,
  getAdjustmentPreview,
  getBasketDetails,
  getPlaceMargin,
  getStrategyHistory,
} from "./baskets";

setValidationErrorReporter(() => {});

describe("basket calls", () => {
  it("reads basket details with the session token (isSuccess envelope)", async () => {
    const details = { basket_info: basketInfo(), signals: [signal()] };
    const { fetchImpl, requests } = fakeFetch({ isSuccess: true, data: details });
    await expect(getBasketDetails("b 1", { token: "jwt", fetchImpl })).resolves.toEqual(details);
    expect(requests[0]?.url.pathname).toBe("/user-strategy/basket/details");
    expect(requests[0]?.url.searchParams.get("basket_id")).toBe("b 1");
    expect(requests[0]?.authorization).toBe("Bearer jwt");
  });

  it("asks the trader's broker what placing a tradebox would block, and whether it estimated", async () => {
    const quote = { required_margin: 45_210.35, estimated: true, sold_legs_margin: 1_02_118.4 };
    const { fetchImpl, requests } = fakeFetch({ is_success: true, data: quote });
    await expect(getPlaceMargin("s1", 3, { token: "jwt", fetchImpl })).resolves.toEqual(quote);
    expect(requests[0]?.url.pathname).toBe("/user-strategy/strategy/margin");
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      strategy_id: "s1",
      no_of_lot: "3",
    });
    const bad = fakeFetch({ is_success: true, data: { required_margin: "lots" } });
    await expect(getPlaceMargin("s1", 1, { fetchImpl: bad.fetchImpl })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it("carries the server's message when a basket is not the trader's", async () => {
    const { fetchImpl } = fakeFetch({ isSuccess: false, errorMessage: "No basket b9" }, 404);
    const failure = getBasketDetails("b9", { token: "jwt", fetchImpl });
    await expect(failure).rejects.toBeInstanceOf(ApiStatusError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: "No basket b9" });
  });

  it("reads the adjustment preview (is_success envelope)", async () => {
    const preview = {
      basket_id: "b1",
      exit_legs: [],
      enter_legs: [],
      current_margin: 1,
      new_margin: 2,
    };
    const { fetchImpl, requests } = fakeFetch({ is_success: true, data: preview });
    await expect(getAdjustmentPreview("b1", { fetchImpl })).resolves.toEqual(preview);
    expect(requests[0]?.url.pathname).toBe("/user-strategy/basket/adjustment");
  });

  it("lists active and past strategies", async () => {
    const { fetchImpl, requests } = fakeFetch({ is_success: true, data: [activeStrategy()] });
    await expect(getActiveStrategies({ fetchImpl })).resolves.toHaveLength(1);
    await getStrategyHistory({ fetchImpl });
    expect(requests.map((r) => r.url.pathname)).toEqual([
      "/user-strategy/strategy/active",
      "/user-strategy/strategy/history",
    ]);
  });

  it("rejects a list item of the wrong shape and a false success flag", async () => {
    const wrong = fakeFetch({ is_success: true, data: [{ id: "b1" }] });
    await expect(getActiveStrategies({ fetchImpl: wrong.fetchImpl })).rejects.toBeInstanceOf(
      ValidationError,
    );
    const failed = fakeFetch({ is_success: false, errorMessage: "Try later" });
    await expect(getStrategyHistory({ fetchImpl: failed.fetchImpl })).rejects.toEqual(
      expect.objectContaining({ name: ResponseError.name, message: "Try later" }),
    );
  });
});

describe("basket queries", () => {
  it("keys every basket query under one root, without the token", () => {
    const details = basketQueries.details("b1", "secret-token");
    expect(details.queryKey).toEqual(["baskets", "details", "b1"]);
    expect(JSON.stringify(details.queryKey)).not.toContain("secret");
    for (const key of [basketKeys.active(), basketKeys.history(), basketKeys.adjustment("b1")]) {
      expect(key[0]).toBe(basketKeys.all[0]);
    }
  });
});
