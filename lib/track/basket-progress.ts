import type { UserSignalWire } from "../basket/user-basket-wire";
import type { UserBasketStatus } from "../domain/enums";
import { rejectionReason } from "./position";

/** Where a leg's orders stand while a basket is being entered, adjusted or exited. */
export type LegProgressState = "waiting" | "sent" | "rejected" | "done";

export interface LegProgress {
  id: string;
  prettyName: string;
  side: UserSignalWire["transaction_type"];
  state: LegProgressState;
  /** The broker's reason when the leg was rejected. */
  reason: string | null;
}

/**
 * A leg's progress from its quantities (spec §3 User signal): rejected units outrank the rest
 * (the trader must act), then units at the broker, then units still to send; otherwise done.
 */
export function legProgress(signal: UserSignalWire): LegProgress {
  const state: LegProgressState =
    signal.rejected_quantity > 0 || signal.status === "REJECTED" || signal.status === "ERROR"
      ? "rejected"
      : signal.pending_quantity > 0
        ? "sent"
        : signal.to_be_placed_quantity > 0 || signal.order_snap_list.length === 0
          ? "waiting"
          : "done";
  return {
    id: signal.id,
    prettyName: signal.pretty_name,
    side: signal.transaction_type,
    state,
    reason: state === "rejected" ? (rejectionReason(signal) ?? "Rejected by the broker") : null,
  };
}

/** What a followed order run has come to: still working, reached its goal, or stopped on an error. */
export type RunOutcome = "working" | "done" | "failed";

/**
 * The outcome of placing or adjusting (goal TRACKING) or exiting (goal EXITED) from the basket's
 * status: ERROR stops the run; the goal ends it; anything else is still on its way.
 */
export function runOutcome(status: UserBasketStatus, goal: "TRACKING" | "EXITED"): RunOutcome {
  if (status === "ERROR") return "failed";
  return status === goal ? "done" : "working";
}
