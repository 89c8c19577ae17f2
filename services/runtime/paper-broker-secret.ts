import { createHmac } from "node:crypto";

/** The label HMAC'd with SESSION_SECRET; changing it logs every paper-broker session out. */
const PAPER_BROKER_SECRET_LABEL = "paper-broker";

/**
 * The paper broker's token secret when PAPER_BROKER_SECRET is unset: hex HMAC-SHA256 of the
 * label "paper-broker" keyed by SESSION_SECRET (64 characters). A separate key per use, so a
 * paper-broker token can never pass as a session token, and one secret to set in production.
 */
export function derivePaperBrokerSecret(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update(PAPER_BROKER_SECRET_LABEL).digest("hex");
}
