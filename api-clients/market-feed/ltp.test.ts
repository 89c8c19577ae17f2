import { describe, expect, it } from "vitest";
import { ApiStatusError, ResponseError } from "../errors";
import { fakeFetch } from "../testing/fake-fetch";
import { getLastTradedPrices, LTP_ERROR_MESSAGE, ltpQuery } from "./ltp";

describe("getLastTradedPrices", () => {
  it("asks for the tokens and answers the price map", async () => {
    const { fetchImpl, requests } = fakeFetch({ isSuccess: true, data: { "3727": 24012.35 } });
    await expect(getLastTradedPrices([3727, 50001], "live", { fetchImpl })).resolves.toEqual({
      prices: { "3727": 24012.35 },
      session: null,
    });
    expect(requests[0]?.url.pathname).toBe("/market-feed/marketfeed/ltp");
    expect(requests[0]?.url.searchParams.get("instrument_token")).toBe("3727,50001");
    expect(requests[0]?.url.searchParams.has("market")).toBe(false);
  });

  it("asks the practice market by name and reads which market answered", async () => {
    const body = { isSuccess: true, data: { "3727": 24012.35 }, market_session: "practice" };
    const { fetchImpl, requests } = fakeFetch(body);
    await expect(getLastTradedPrices([3727], "practice", { fetchImpl })).resolves.toEqual({
      prices: { "3727": 24012.35 },
      session: "practice",
    });
    expect(requests[0]?.url.searchParams.get("market")).toBe("practice");
  });

  it("reads isSuccess false as 'Error returned from api' (spec §8)", async () => {
    const { fetchImpl } = fakeFetch({ isSuccess: false, errorMessage: "feed down" });
    const failure = getLastTradedPrices([1], "live", { fetchImpl });
    await expect(failure).rejects.toBeInstanceOf(ResponseError);
    await expect(failure).rejects.toMatchObject({ message: LTP_ERROR_MESSAGE });
  });

  it("keeps a failed status an API status error", async () => {
    const { fetchImpl } = fakeFetch({ isSuccess: false, errorMessage: "broker" }, 502);
    await expect(getLastTradedPrices([1], "live", { fetchImpl })).rejects.toBeInstanceOf(
      ApiStatusError,
    );
  });

  it("makes no call for no tokens, and its query stays off", async () => {
    const { fetchImpl, requests } = fakeFetch({});
    await expect(getLastTradedPrices([], "live", { fetchImpl })).resolves.toEqual({
      prices: {},
      session: null,
    });
    expect(requests).toHaveLength(0);
    expect(ltpQuery([], "live").enabled).toBe(false);
  });
});
