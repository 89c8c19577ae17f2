import { brokerByCode, type BrokerCode } from "@/lib/brokers";
import type { SessionClaims } from "@/lib/session/session-token";

/** What the post-login shell shows of the signed-in trader (from the session, no fetch). */
export interface ShellAccount {
  clientId: string;
  broker: BrokerCode;
  brokerNickname: string;
  brokerLegalName: string;
}

export function shellAccountFrom(claims: SessionClaims): ShellAccount {
  const broker = brokerByCode(claims.broker);
  return {
    clientId: claims.clientId,
    broker: claims.broker,
    brokerNickname: broker?.nickname ?? claims.broker,
    brokerLegalName: broker?.legalName ?? "your broker",
  };
}
