import { brokerByCode, type BrokerCode, type BrokerRecord } from "../../../lib/brokers";
import type { Broker } from "../broker";
import type { BrokerEnvVar } from "../broker-credentials";
import { assertRedirectUrl, handOffUrl, type HandOffParams } from "./hand-off-url";
import { requireConfigured, unavailableCalls } from "./not-available";
import { baseUrlOf, type RealBrokerDeps } from "../real/real-broker-deps";

export type LoginRequest = Parameters<Broker["loginUrl"]>[0];

/** What distinguishes one real broker's login hand-off from another's. */
export interface HandOffSpec {
  code: BrokerCode;
  /** The product's key with this broker (API key, app key, vendor key, app code), if configured. */
  apiKey: string | undefined;
  /** Where `apiKey` comes from, for the 'not configured' message. */
  apiKeyEnv: BrokerEnvVar;
  /** The broker's own query parameters; they follow the catalogue's fixed `loginParams`. */
  params(apiKey: string, request: LoginRequest): HandOffParams;
  /**
   * The adapter's deps: a `login` base URL there (a sandbox's login page, read when the hand-off
   * is built) stands in for the catalogue's `loginURL`.
   */
  deps?: Pick<RealBrokerDeps, "baseUrls">;
}

/** The catalogue record of a code; the catalogue is static, so a miss is a programming error. */
export function catalogueRecord(code: BrokerCode): BrokerRecord {
  const record = brokerByCode(code);
  if (!record) throw new Error(`Broker ${code} is not in the catalogue`);
  return record;
}

/**
 * A broker whose only working call today is the login hand-off URL: the catalogue's `loginURL`
 * with its `loginParams`, then the broker's own parameters. Without a configured key `loginUrl`
 * throws NOT_AVAILABLE naming the variable to set; every other call is not available yet.
 */
export function createHandOffBroker(spec: HandOffSpec): Broker {
  const record = catalogueRecord(spec.code);
  return {
    code: spec.code,
    loginUrl(request) {
      const apiKey = requireConfigured(spec.apiKey, record.name, spec.apiKeyEnv);
      assertRedirectUrl(request.redirectUrl);
      return handOffUrl(baseUrlOf({ baseUrls: spec.deps?.baseUrls }, "login", record.loginURL), {
        ...record.loginParams,
        ...spec.params(apiKey, request),
      });
    },
    ...unavailableCalls(record.name),
  };
}
