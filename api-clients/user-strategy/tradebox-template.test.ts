import { describe, expect, it } from "vitest";
import { ApiStatusError } from "../errors";
import { fakeFetch } from "../testing/fake-fetch";
import { getTradeboxTemplate, tradeboxTemplateQuery } from "./tradebox-template";

describe("getTradeboxTemplate", () => {
  it("asks the profile call by sid with the token", async () => {
    const { fetchImpl, requests } = fakeFetch(
      { is_success: false, errorMessage: "No tradebox t9" },
      404,
    );
    await expect(getTradeboxTemplate("t9", { token: "jwt", fetchImpl })).rejects.toBeInstanceOf(
      ApiStatusError,
    );
    expect(requests[0]?.url.pathname).toBe("/user-strategy/strategy/profile");
    expect(requests[0]?.url.searchParams.get("sid")).toBe("t9");
    expect(requests[0]?.authorization).toBe("Bearer jwt");
    expect(tradeboxTemplateQuery("t9", "jwt").queryKey).toEqual(["tradebox-template", "t9"]);
  });
});
