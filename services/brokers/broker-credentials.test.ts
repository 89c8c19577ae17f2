import { describe, expect, it } from "vitest";
import { ConfigError, type Env } from "../config";
import { parseBrokerCredentials } from "./broker-credentials";

function problemsOf(env: Env): readonly string[] {
  try {
    parseBrokerCredentials(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("parseBrokerCredentials", () => {
  it("leaves every broker unconfigured in an empty environment", () => {
    expect(parseBrokerCredentials({})).toEqual({
      iifl_capital: { appKey: undefined, appSecret: undefined },
      nuvama: { apiKey: undefined, apiSecret: undefined },
      "5paisa": { vendorKey: undefined, encryptionKey: undefined, userId: undefined },
      aliceblue: { appCode: undefined, apiSecret: undefined },
      hdfc_sky: { apiKey: undefined, apiSecret: undefined },
      hdfc_sky_strategy: { apiKey: undefined, apiSecret: undefined },
    });
  });

  it("reads every variable into its broker, trimmed", () => {
    expect(
      parseBrokerCredentials({
        IIFL_CAPITAL_APP_KEY: " ik ",
        IIFL_CAPITAL_APP_SECRET: "is",
        NUVAMA_API_KEY: "nk",
        NUVAMA_API_SECRET: "74Bj&3c(",
        FIVEPAISA_VENDOR_KEY: "fk",
        FIVEPAISA_ENCRYPTION_KEY: "fe",
        FIVEPAISA_USER_ID: "fu",
        ALICEBLUE_APP_CODE: "ac",
        ALICEBLUE_API_SECRET: "as",
        HDFC_SKY_API_KEY: "hk",
        HDFC_SKY_API_SECRET: "hs",
        HDFC_SKY_STRATEGY_API_KEY: "sk",
        HDFC_SKY_STRATEGY_API_SECRET: "ss",
        UNRELATED: "ignored",
      }),
    ).toEqual({
      iifl_capital: { appKey: "ik", appSecret: "is" },
      nuvama: { apiKey: "nk", apiSecret: "74Bj&3c(" },
      "5paisa": { vendorKey: "fk", encryptionKey: "fe", userId: "fu" },
      aliceblue: { appCode: "ac", apiSecret: "as" },
      hdfc_sky: { apiKey: "hk", apiSecret: "hs" },
      hdfc_sky_strategy: { apiKey: "sk", apiSecret: "ss" },
    });
  });

  it("treats empty and blank values as unset, as .env files carry KEY=", () => {
    expect(parseBrokerCredentials({ HDFC_SKY_API_KEY: "", NUVAMA_API_KEY: "  " })).toMatchObject({
      hdfc_sky: { apiKey: undefined },
      nuvama: { apiKey: undefined },
    });
  });

  it("names every variable with a space inside", () => {
    expect(problemsOf({ ALICEBLUE_APP_CODE: "ab cd", HDFC_SKY_API_SECRET: "x y" })).toEqual([
      "ALICEBLUE_APP_CODE: must not contain spaces",
      "HDFC_SKY_API_SECRET: must not contain spaces",
    ]);
  });
});
