import { PRODUCT_NAME, TEST_BROKER_CODE } from "./product";

/**
 * Spec §3 broker record. The catalogue is static local data, not a call. `appURL` is the spec's
 * `{product}URL`: where the login hand-off form is posted: this deployment itself, unless the
 * build names another host for the broker (lib/login/broker-app-hosts.ts, read only where the
 * hand-off is posted: this catalogue is also in the service worker, which has no build env).
 */
export interface BrokerRecord {
  broker: BrokerCode;
  name: string;
  legalName: string;
  nickname: string;
  logoURL: string;
  loginURL: string;
  loginParams: Readonly<Record<string, string>>;
  appURL: string;
  addFundsURL: string;
  /** Fee the broker charges per Tradebox order, in whole rupees (spec §9). */
  tradeboxFees: number;
  /** The broker's brokerage on NSE options, as it publishes it (docs/charges.md). */
  optionsBrokerage: OptionsBrokerage;
  /**
   * Market orders at this broker go as limit orders this many percent beyond the last traded
   * price (it refuses or distrusts a market order); absent where a market order goes as it is.
   */
  marketProtectionPercent?: number;
}

/** Brokerage on NSE options: flat per executed order (one that filled, wholly or in part). */
export interface OptionsBrokerage {
  /** Whole rupees per executed order. */
  perExecutedOrder: number;
  /** Where the broker publishes it, and how sure that is. */
  source: string;
}

const IIFL_BROKERAGE: OptionsBrokerage = {
  perExecutedOrder: 20,
  source: "IIFL's Z20 plan: flat ₹20 per executed order (its other plans charge per lot)",
};
const HDFC_SKY_BROKERAGE: OptionsBrokerage = {
  perExecutedOrder: 20,
  source: "HDFC SKY's help centre: for options, ₹20 per order",
};

export const BROKER_CODES = [
  "iifl",
  "iifl_capital",
  "nuvama",
  "5paisa",
  "aliceblue",
  "hdfc_sky",
  "hdfc_sky_strategy",
  TEST_BROKER_CODE,
] as const;
export type BrokerCode = (typeof BROKER_CODES)[number];

/** This deployment itself (relative URLs). */
const SELF = "";

export const BROKERS: readonly BrokerRecord[] = [
  {
    broker: "iifl",
    name: "IIFL Securities",
    legalName: "IIFL Securities Limited",
    nickname: "IIFL",
    logoURL: "/brokers/iifl.svg",
    loginURL: "https://ttblaze.iifl.com/interactive/thirdparty",
    loginParams: { source: "WebAPI" },
    appURL: SELF,
    addFundsURL: "https://www.indiainfoline.com/funds",
    tradeboxFees: 5,
    optionsBrokerage: IIFL_BROKERAGE,
  },
  {
    broker: "iifl_capital",
    name: "IIFL Capital",
    legalName: "IIFL Capital Services Limited",
    nickname: "IIFL Capital",
    logoURL: "/brokers/iifl_capital.svg",
    loginURL: "https://markets.iiflcapital.com/",
    loginParams: { v: "1" },
    appURL: SELF,
    addFundsURL: "https://markets.iiflcapital.com/funds",
    tradeboxFees: 5,
    optionsBrokerage: IIFL_BROKERAGE,
  },
  {
    broker: "nuvama",
    name: "Nuvama Wealth",
    legalName: "Nuvama Wealth and Investment Limited",
    nickname: "Nuvama",
    logoURL: "/brokers/nuvama.svg",
    loginURL: "https://www.nuvamawealth.com/api-connect/login",
    loginParams: {},
    appURL: SELF,
    addFundsURL: "https://www.nuvamawealth.com/funds",
    tradeboxFees: 0,
    optionsBrokerage: {
      perExecutedOrder: 10,
      source:
        "Nuvama's Lite plan as third parties list it (₹10 per order); Nuvama's own tariff not found",
    },
  },
  {
    broker: "5paisa",
    name: "5paisa",
    legalName: "5paisa Capital Limited",
    nickname: "5paisa",
    logoURL: "/brokers/5paisa.svg",
    loginURL: "https://dev-openapi.5paisa.com/WebVendorLogin/VLogin/Index",
    loginParams: {},
    appURL: SELF,
    addFundsURL: "https://www.5paisa.com/funds",
    tradeboxFees: 0,
    optionsBrokerage: { perExecutedOrder: 20, source: "5paisa.com/pricing: ₹20 per order" },
    marketProtectionPercent: 2,
  },
  {
    broker: "aliceblue",
    name: "Alice Blue",
    legalName: "Alice Blue Financial Services Private Limited",
    nickname: "Alice Blue",
    logoURL: "/brokers/aliceblue.svg",
    loginURL: "https://ant.aliceblueonline.com/",
    loginParams: {},
    appURL: SELF,
    addFundsURL: "https://ant.aliceblueonline.com/funds",
    tradeboxFees: 0,
    optionsBrokerage: {
      perExecutedOrder: 20,
      source: "₹20 per order, as Chittorgarh and Finology list it; Alice Blue's own page not found",
    },
  },
  {
    broker: "hdfc_sky",
    name: "HDFC SKY",
    legalName: "HDFC Securities Limited",
    nickname: "HDFC SKY",
    logoURL: "/brokers/hdfc_sky.svg",
    loginURL: "https://developer.hdfcsky.com/oapi/v1/login",
    loginParams: {},
    appURL: SELF,
    addFundsURL: "https://hdfcsky.com/funds",
    tradeboxFees: 0,
    optionsBrokerage: HDFC_SKY_BROKERAGE,
    marketProtectionPercent: 2,
  },
  {
    broker: "hdfc_sky_strategy",
    name: "HDFC SKY Strategy",
    legalName: "HDFC Securities Limited",
    nickname: "HDFC SKY Strategy",
    logoURL: "/brokers/hdfc_sky.svg",
    loginURL: "https://developer.hdfcsky.com/oapi/v1/login",
    loginParams: { product: "strategy" },
    appURL: SELF,
    addFundsURL: "https://hdfcsky.com/funds",
    tradeboxFees: 0,
    optionsBrokerage: HDFC_SKY_BROKERAGE,
    marketProtectionPercent: 2,
  },
  {
    broker: TEST_BROKER_CODE,
    name: `${PRODUCT_NAME} Test Broker`,
    legalName: `${PRODUCT_NAME} Paper Trading`,
    nickname: "Test Broker",
    logoURL: `/brokers/${TEST_BROKER_CODE}.svg`,
    loginURL: `${SELF}/login/test-broker`,
    loginParams: {},
    appURL: SELF,
    addFundsURL: `${SELF}/account`,
    tradeboxFees: 0,
    optionsBrokerage: {
      perExecutedOrder: 20,
      source:
        "Paper trading: charged like a typical discount broker (Zerodha's flat ₹20 per order)",
    },
  },
];

const BY_CODE = new Map<string, BrokerRecord>(BROKERS.map((b) => [b.broker, b]));

export function isBrokerCode(code: string): code is BrokerCode {
  return BY_CODE.has(code);
}

export function brokerByCode(code: string): BrokerRecord | undefined {
  return BY_CODE.get(code);
}

/** The brokers a trader can choose from: the catalogue without the test broker (spec §3). */
export const SELECTABLE_BROKERS: readonly BrokerRecord[] = BROKERS.filter(
  (b) => b.broker !== TEST_BROKER_CODE,
);
