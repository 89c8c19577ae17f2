import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { fakeFetch } from "../testing/fake-fetch";
import { getAvailableMargin } from "./margin";

setValidationErrorReporter(() => {});

describe("getAvailableMargin", () => {
  it("parses a number or a numeric string into paise (spec §7)", async () => {
    const asNumber = fakeFetch({ is_success: true, data: { available_margin: 500000 } });
    await expect(getAvailableMargin({ token: "t", fetchImpl: asNumber.fetchImpl })).resolves.toBe(
      50_000_000,
    );
    const asString = fakeFetch({ is_success: true, data: { available_margin: "1234.565" } });
    await expect(getAvailableMargin({ token: "t", fetchImpl: asString.fetchImpl })).resolves.toBe(
      123_457,
    );
    expect(asString.requests[0]?.url.pathname).toBe("/user-strategy/user/margin");
  });

  it("refuses a string that is not a number", async () => {
    const bad = fakeFetch({ is_success: true, data: { available_margin: "₹5,000" } });
    await expect(
      getAvailableMargin({ token: "t", fetchImpl: bad.fetchImpl }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
