import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_CAMPAIGN, signupWidgetConfig, webEnvAttribute } from "./widget-config";
import { signupApiConfig, LOCAL_SIGNUP_API_KEY, LOCAL_SIGNUP_API_PATH } from "./signup-api";

describe("sign-up widget configuration (spec §3)", () => {
  it("defaults: purple.500 buttons, 12px between inputs, one campaign for every lead field", () => {
    expect(signupWidgetConfig({}, undefined)).toEqual({
      buttonColor: "purple.500",
      inputSpacing: "12px",
      leadCampaign: DEFAULT_LEAD_CAMPAIGN,
      leadSource: DEFAULT_LEAD_CAMPAIGN,
      utmCampaign: DEFAULT_LEAD_CAMPAIGN,
      webEnv: null,
    });
  });

  it("takes a page's overrides", () => {
    expect(signupWidgetConfig({ utmCampaign: "diwali" }, undefined).utmCampaign).toBe("diwali");
  });

  it("gives the widget a web_env attribute in production only", () => {
    expect(webEnvAttribute(signupWidgetConfig({}, "production"))).toEqual({
      web_env: "production",
    });
    expect(webEnvAttribute(signupWidgetConfig({}, "staging"))).toEqual({});
    expect(webEnvAttribute(signupWidgetConfig({}, undefined))).toEqual({});
  });
});

describe("signup API configuration", () => {
  it("defaults to this app's own lead route", () => {
    expect(signupApiConfig({})).toEqual({
      baseUrl: LOCAL_SIGNUP_API_PATH,
      apiKey: LOCAL_SIGNUP_API_KEY,
    });
    expect(signupApiConfig({ baseUrl: "https://leads.example", apiKey: "k" })).toEqual({
      baseUrl: "https://leads.example",
      apiKey: "k",
    });
  });
});
