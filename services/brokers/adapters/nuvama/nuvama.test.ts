import { describe, expect, it } from "vitest";
import { createNuvamaBroker, nuvamaTokenRequest } from "./nuvama";
import { nuvamaDeps } from "./fake-nuvama";

describe("Nuvama login hand-off", () => {
  it("builds nuvamawealth.com/api-connect/login?api_key=, encoding the key", () => {
    expect(
      createNuvamaBroker({ apiKey: "s_kZ+Y4&Q", apiSecret: undefined }, nuvamaDeps()).loginUrl({
        redirectUrl: "https://s.in/cb?b=nuvama",
        state: "st",
      }),
    ).toBe("https://www.nuvamawealth.com/api-connect/login?api_key=s_kZ%2BY4%26Q");
  });

  it("says which variable to set when the API key is missing", () => {
    expect(() =>
      createNuvamaBroker({ apiKey: undefined, apiSecret: "s" }, nuvamaDeps()).loginUrl({
        redirectUrl: "https://s.in/cb",
        state: "st",
      }),
    ).toThrow("Nuvama Wealth is not configured: set NUVAMA_API_KEY");
  });

  it("maps the redirect's request id under any of its reported names", () => {
    for (const name of ["requestId", "reqId", "request_id"]) {
      expect(nuvamaTokenRequest(new URLSearchParams({ [name]: "613231fb" }))).toEqual({
        requestToken: "613231fb",
      });
    }
    expect(() => nuvamaTokenRequest(new URLSearchParams())).toThrow(
      expect.objectContaining({ code: "INVALID_TOKEN" }),
    );
  });
});
