import { describe, expect, it } from "vitest";
import { systemClock } from "../../../../lib/time/clock";
import { tokenExchangeOf } from "../../../bridge/broker-redirects";
import { recordingLogger } from "../../../testing/recording-logger";
import { ScripDirectory } from "../../real/scrip-master";
import {
  createHdfcSkyBroker,
  createHdfcSkyStrategyBroker,
  HDFC_SKY_USER_AGENT,
  hdfcSkyAccessTokenRequest,
  hdfcSkyTokenRequest,
} from "./hdfc-sky";

const credentials = { apiKey: "KEY1", apiSecret: "SEC1" };
const deps = {
  scrips: new ScripDirectory("HDFC SKY"),
  clock: systemClock,
  logger: recordingLogger(),
};

describe("HDFC SKY login hand-off", () => {
  it("builds /oapi/v1/login?api_key=&state=", () => {
    expect(
      createHdfcSkyBroker(credentials, deps).loginUrl({
        redirectUrl: "https://s.in/cb",
        state: "st1",
      }),
    ).toBe("https://developer.hdfcsky.com/oapi/v1/login?api_key=KEY1&state=st1");
  });

  it("encodes the state; the redirect is the one registered with the app", () => {
    const url = createHdfcSkyBroker(credentials, deps).loginUrl({
      redirectUrl: "https://s.in/cb?b=hdfc_sky",
      state: "x/y?z&w",
    });
    expect(url).toBe(
      "https://developer.hdfcsky.com/oapi/v1/login?api_key=KEY1&state=x%2Fy%3Fz%26w",
    );
    expect(url).not.toContain("s.in");
  });

  it("gives HDFC SKY Strategy its own key, after the catalogue's product param", () => {
    const strategy = createHdfcSkyStrategyBroker({ apiKey: "SKEY", apiSecret: undefined }, deps);
    expect(strategy.code).toBe("hdfc_sky_strategy");
    expect(strategy.loginUrl({ redirectUrl: "https://s.in/cb", state: "st" })).toBe(
      "https://developer.hdfcsky.com/oapi/v1/login?product=strategy&api_key=SKEY&state=st",
    );
  });

  it("says which variable to set for each of the two apps", () => {
    const login = { redirectUrl: "https://s.in/cb", state: "s" };
    const missing = { apiKey: undefined, apiSecret: undefined };
    expect(() => createHdfcSkyBroker(missing, deps).loginUrl(login)).toThrow(
      "HDFC SKY is not configured: set HDFC_SKY_API_KEY",
    );
    expect(() => createHdfcSkyStrategyBroker(missing, deps).loginUrl(login)).toThrow(
      "HDFC SKY Strategy is not configured: set HDFC_SKY_STRATEGY_API_KEY",
    );
  });
});

describe("HDFC SKY token exchange (pure parts)", () => {
  it("maps the redirect's request token under either spelling, with any state", () => {
    expect(hdfcSkyTokenRequest(new URLSearchParams("request_token=RT1&state=st1"))).toEqual({
      requestToken: "RT1",
      params: { state: "st1" },
    });
    expect(hdfcSkyTokenRequest(new URLSearchParams("requestToken=RT2"))).toEqual({
      requestToken: "RT2",
      params: {},
    });
    expect(() => hdfcSkyTokenRequest(new URLSearchParams("state=s"), "hdfc_sky_strategy")).toThrow(
      "HDFC SKY Strategy's login redirect carried no request_token",
    );
  });

  it("reads the request token under the hyphenated and OAuth spellings too", () => {
    expect(hdfcSkyTokenRequest(new URLSearchParams("request-token=RT3&state=st3"))).toEqual({
      requestToken: "RT3",
      params: { state: "st3" },
    });
    expect(hdfcSkyTokenRequest(new URLSearchParams("code=RT4"), "hdfc_sky_strategy")).toEqual({
      requestToken: "RT4",
      params: {},
    });
    // As the bridge hands it on: the web callback finds no request_token, so passes the query.
    expect(tokenExchangeOf("hdfc_sky", "", { "request-token": "RT6", state: "s6" })).toEqual({
      requestToken: "RT6",
      params: { state: "s6" },
    });
    // The documented query name wins when the redirect carries more than one.
    expect(hdfcSkyTokenRequest(new URLSearchParams("code=C&request_token=RT5")).requestToken).toBe(
      "RT5",
    );
  });

  it("describes POST /oapi/v1/access-token with the secret in the body and a User-Agent", () => {
    expect(hdfcSkyAccessTokenRequest("RT 1", credentials)).toEqual({
      method: "POST",
      url: "https://developer.hdfcsky.com/oapi/v1/access-token?api_key=KEY1&request_token=RT+1",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "User-Agent": HDFC_SKY_USER_AGENT,
      },
      body: { apiSecret: "SEC1" },
    });
    expect(HDFC_SKY_USER_AGENT).toMatch(/^Mozilla\/5\.0 /);
    expect(() =>
      hdfcSkyAccessTokenRequest("RT", { apiKey: "k", apiSecret: undefined }, "hdfc_sky_strategy"),
    ).toThrow("set HDFC_SKY_STRATEGY_API_SECRET");
  });
});
