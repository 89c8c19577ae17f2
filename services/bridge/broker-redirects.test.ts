import { describe, expect, it } from "vitest";
import { TEST_BROKER_CODE } from "../../lib/product";
import { tokenExchangeOf } from "./broker-redirects";

describe("tokenExchangeOf", () => {
  it("reads each real broker's one-time token where that broker puts it", () => {
    expect(
      tokenExchangeOf("aliceblue", "", { authCode: "AC1", userId: "AB1", state: "s" }),
    ).toEqual({
      requestToken: "AC1",
      params: { userId: "AB1" },
    });
    expect(tokenExchangeOf("5paisa", "", { RequestToken: "RT5", state: "s" })).toMatchObject({
      requestToken: "RT5",
    });
    expect(tokenExchangeOf("hdfc_sky", "RTH", { state: "s" })).toMatchObject({
      requestToken: "RTH",
    });
    expect(tokenExchangeOf("nuvama", "", { requestId: "NV1" })).toEqual({ requestToken: "NV1" });
  });

  it("passes the test broker's redirect on as it is", () => {
    expect(tokenExchangeOf(TEST_BROKER_CODE, "rt", { state: "s" })).toEqual({
      requestToken: "rt",
      params: { state: "s" },
    });
  });

  it("refuses a real broker's redirect without its token, naming the parameter", () => {
    expect(() => tokenExchangeOf("aliceblue", "", { userId: "AB1" })).toThrow(/authCode/);
  });
});
