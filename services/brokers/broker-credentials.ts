import { z } from "zod";
import { ConfigError, type Env } from "../config-error";

/** A key or secret from the environment: trimmed, and never with spaces inside. */
const credential = z.string().trim().regex(/^\S+$/, "must not contain spaces").optional();

/**
 * The product's own API keys with the real brokers, one app per broker, all optional: a broker
 * without its key is listed but its login hand-off answers 'not configured'. IIFL's XTS/Blaze API
 * has none here, as its keys belong to each trader (see docs/brokers.md).
 */
const brokerEnvSchema = z.object({
  IIFL_CAPITAL_APP_KEY: credential,
  IIFL_CAPITAL_APP_SECRET: credential,
  NUVAMA_API_KEY: credential,
  NUVAMA_API_SECRET: credential,
  NUVAMA_APP_ID_KEY: credential,
  FIVEPAISA_VENDOR_KEY: credential,
  FIVEPAISA_ENCRYPTION_KEY: credential,
  FIVEPAISA_USER_ID: credential,
  ALICEBLUE_APP_CODE: credential,
  ALICEBLUE_API_SECRET: credential,
  HDFC_SKY_API_KEY: credential,
  HDFC_SKY_API_SECRET: credential,
  HDFC_SKY_STRATEGY_API_KEY: credential,
  HDFC_SKY_STRATEGY_API_SECRET: credential,
});

/** The name of one broker credential variable (type-checks the names adapters quote). */
export type BrokerEnvVar = keyof z.input<typeof brokerEnvSchema>;

const brokerCredentialsSchema = brokerEnvSchema.transform((env) => ({
  iifl_capital: { appKey: env.IIFL_CAPITAL_APP_KEY, appSecret: env.IIFL_CAPITAL_APP_SECRET },
  nuvama: {
    apiKey: env.NUVAMA_API_KEY,
    apiSecret: env.NUVAMA_API_SECRET,
    // The AppIdKey Nuvama issues with the key (docs/brokers/nuvama.md): renewed by each answer.
    appIdKey: env.NUVAMA_APP_ID_KEY,
  },
  "5paisa": {
    vendorKey: env.FIVEPAISA_VENDOR_KEY,
    encryptionKey: env.FIVEPAISA_ENCRYPTION_KEY,
    userId: env.FIVEPAISA_USER_ID,
  },
  aliceblue: { appCode: env.ALICEBLUE_APP_CODE, apiSecret: env.ALICEBLUE_API_SECRET },
  hdfc_sky: { apiKey: env.HDFC_SKY_API_KEY, apiSecret: env.HDFC_SKY_API_SECRET },
  hdfc_sky_strategy: {
    apiKey: env.HDFC_SKY_STRATEGY_API_KEY,
    apiSecret: env.HDFC_SKY_STRATEGY_API_SECRET,
  },
}));

/** Per broker code, that broker's credentials (each value undefined when not configured). */
export type BrokerCredentials = z.infer<typeof brokerCredentialsSchema>;

/**
 * Reads the brokers' credentials from an environment. Pure: the caller passes the env. Empty
 * values count as unset, as `.env` files often carry `KEY=`. Throws a ConfigError naming every
 * bad variable.
 */
export function parseBrokerCredentials(env: Env): BrokerCredentials {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = brokerCredentialsSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`),
  );
}
