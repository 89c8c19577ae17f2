import type { RuleWait } from "./exit-rules-wire";

/** What Track and the alert tell a trader whose rules cannot act now, and what to do. */
export const RULE_WAIT_MESSAGES: Readonly<Record<RuleWait, (broker: string) => string>> = {
  STALE_PRICE: () => "Waiting for a fresh price: exit rules never act on a stale one",
  NO_SESSION: (broker) => `Your ${broker} session has ended: log in so your exit rules can act`,
  MARKET_SHUT: () => "The market is shut: exit rules act once it opens",
};
