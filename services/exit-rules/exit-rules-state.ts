import { brokerByCode } from "../../lib/brokers";
import type { ExitRulesStateWire } from "../../lib/exit-rules/exit-rules-wire";
import { RULE_WAIT_MESSAGES } from "../../lib/exit-rules/rule-waits";
import { rulesToWire } from "../../lib/exit-rules/stored-rules";
import type { Trader } from "../baskets/trader";
import type { UserBasketRow } from "../db/schema";
import type { StoredRulesRow } from "./exit-rules-repo";

/** A basket's rules as the app shows them: each with the P&L or instant it acts at, any wait. */
export function exitRulesWire(
  user: Trader,
  basket: Pick<UserBasketRow, "id" | "exitReason">,
  stored: StoredRulesRow | undefined,
): ExitRulesStateWire {
  const broker = brokerByCode(user.broker)?.name ?? user.broker;
  const none = { stop_loss: null, target: null, trailing_stop: null, timed_exit: null };
  return {
    basket_id: basket.id,
    ...(stored ? rulesToWire(stored.rules, stored.best) : none),
    waiting:
      stored?.waiting && stored.waitingSince
        ? {
            kind: stored.waiting,
            message: RULE_WAIT_MESSAGES[stored.waiting](broker),
            since: stored.waitingSince.toISOString(),
          }
        : null,
    fired: basket.exitReason,
  };
}
