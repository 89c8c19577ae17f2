import { brokerByCode, type BrokerCode } from "@/lib/brokers";
import { brokerNameShown } from "@/lib/sandbox";
import type { SessionClaims } from "@/lib/session/session-token";

/** What the post-login shell shows of the signed-in trader (from the session, no fetch). */
export interface ShellAccount {
  clientId: string;
  broker: BrokerCode;
  /** The nickname as the trader sees it: 'Alice Blue Sandbox' on a sandbox. */
  brokerNickname: string;
  brokerLegalName: string;
  /** The broker is a sandbox on this server (no real account): the header says so. */
  sandbox: boolean;
}

export function shellAccountFrom(claims: SessionClaims): ShellAccount {
  const broker = brokerByCode(claims.broker);
  return {
    clientId: claims.clientId,
    broker: claims.broker,
    brokerNickname: brokerNameShown(broker?.nickname ?? claims.broker, claims.sandbox),
    // 'All trading data … comes from a sandbox of …': never the broker itself, on a sandbox.
    brokerLegalName: claims.sandbox
      ? `a sandbox of ${broker?.legalName ?? claims.broker}`
      : (broker?.legalName ?? "your broker"),
    sandbox: claims.sandbox === true,
  };
}
