/** One marketing campaign every lead field defaults to (spec §3 widget configuration). */
export const DEFAULT_LEAD_CAMPAIGN = "strikeline_web_signup";

/** Spec §3 'Widget configuration'. */
export interface SignupWidgetConfig {
  /** Colour token of the widget's buttons. */
  buttonColor: string;
  /** Space between the widget's inputs. */
  inputSpacing: string;
  leadCampaign: string;
  leadSource: string;
  utmCampaign: string;
  /** The web environment; 'production' makes the gateway use its live systems. */
  webEnv: string | null;
}

export const DEFAULT_WIDGET_CONFIG: SignupWidgetConfig = {
  buttonColor: "purple.500",
  inputSpacing: "12px",
  leadCampaign: DEFAULT_LEAD_CAMPAIGN,
  leadSource: DEFAULT_LEAD_CAMPAIGN,
  utmCampaign: DEFAULT_LEAD_CAMPAIGN,
  webEnv: null,
};

/** The defaults, a page's overrides, and the build's web environment (NEXT_PUBLIC_WEB_ENV). */
export function signupWidgetConfig(
  overrides: Partial<SignupWidgetConfig> = {},
  webEnv: string | undefined = process.env.NEXT_PUBLIC_WEB_ENV,
): SignupWidgetConfig {
  return { ...DEFAULT_WIDGET_CONFIG, webEnv: webEnv || null, ...overrides };
}

/** Spec §3: 'When the environment is production the widget gets a web_env attribute.' */
export function webEnvAttribute(config: Pick<SignupWidgetConfig, "webEnv">): {
  web_env?: string;
} {
  return config.webEnv === "production" ? { web_env: "production" } : {};
}
