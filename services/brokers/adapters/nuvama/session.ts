import { z } from "zod";
import { sessionExpired, type BrokerSession } from "../../broker";

/**
 * What a Nuvama call on a client's behalf needs: the user's session (`Authorization`), the
 * vendor session it was opened under (`SourceToken`, valid 24 h) and the account id in every
 * trading path. They travel together in `BrokerSession.accessToken` as a small JSON object, so
 * the vault stores (and encrypts) one string; `clientId` is the account id too.
 */
export interface NuvamaSessionParts {
  /** `data.auth` of logindata. */
  auth: string;
  /** `msg` of loginvendor. */
  vendorToken: string;
  /** `lgnData.accs.eqAccID`. */
  account: string;
}

const partsSchema = z.object({
  auth: z.string().min(1),
  vendorToken: z.string().min(1),
  account: z.string().min(1),
});

export function packNuvamaSession(parts: NuvamaSessionParts): BrokerSession {
  return { clientId: parts.account, accessToken: JSON.stringify(parts) };
}

/** The parts of a session; one that is not ours (or is damaged) counts as expired. */
export function unpackNuvamaSession(
  session: BrokerSession,
  brokerName: string,
): NuvamaSessionParts {
  let value: unknown;
  try {
    value = JSON.parse(session.accessToken);
  } catch {
    throw sessionExpired(brokerName);
  }
  const parsed = partsSchema.safeParse(value);
  if (!parsed.success) throw sessionExpired(brokerName);
  return parsed.data;
}
