import { describe, expect, it } from "vitest";
import { definedParams, redirectParam, requireRedirectParam } from "./redirect-params";

describe("redirect parameters", () => {
  const query = new URLSearchParams("authCode=%20abc%20&empty=&State=s1");

  it("takes the first non-empty value among the names, trimmed", () => {
    expect(redirectParam(query, ["empty", "authCode"])).toBe("abc");
    expect(redirectParam(query, ["state", "State"])).toBe("s1");
    expect(redirectParam(query, ["missing"])).toBeUndefined();
  });

  it("names every accepted parameter when a required one is missing", () => {
    expect(() => requireRedirectParam(query, ["requestId", "reqId"], "Nuvama Wealth")).toThrow(
      expect.objectContaining({
        code: "INVALID_TOKEN",
        message: "Nuvama Wealth's login redirect carried no requestId or reqId",
      }),
    );
  });

  it("drops undefined values", () => {
    expect(definedParams({ a: "1", b: undefined })).toEqual({ a: "1" });
  });
});
