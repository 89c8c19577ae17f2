import { BrokerError } from "../../broker";

/**
 * The client id an HDFC SKY access token was issued to: the token is a JWT whose `sub` claim is
 * the client (the docs' sample token decodes to {"sub":"S0190007",…}; OpenAlgo reads it the same
 * way, broker/hdfcsky/api/baseurl.get_client_id). Read only, not verified: the token came from
 * the broker over TLS, and every later call is checked by the broker itself.
 */
export function clientIdOfAccessToken(accessToken: string, brokerName: string): string {
  const payload = accessToken.split(".")[1];
  let sub: unknown;
  try {
    sub = (
      JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as { sub?: unknown }
    ).sub;
  } catch {
    sub = undefined;
  }
  if (typeof sub !== "string" || sub.trim() === "") {
    throw new BrokerError("BAD_RESPONSE", `${brokerName}'s access token names no client`);
  }
  return sub.trim();
}
