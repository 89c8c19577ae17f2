"use client";

import { QueryError } from "@/components/positions/query-error";
import { PnlText } from "@/components/positions/pnl-text";
import { SideBadge } from "@/components/positions/side-badge";
import { useBasketDetails } from "@/components/positions/use-basket-details";
import { Skeleton } from "@/components/ui/skeleton";
import type { OrderSnapWire } from "@/lib/basket/user-basket-wire";
import { formatRupees } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import { formatIndiaDateTime } from "@/lib/track/format";
import tones from "@/components/positions/tones.module.css";
import styles from "./history.module.css";

const PURPOSE: Record<OrderSnapWire["purpose"], string> = {
  ENTER: "Entry",
  EXIT: "Exit",
  ADJUST_EXIT: "Adjustment exit",
  ADJUST_ENTER: "Adjustment entry",
  SETTLE: "Settled at expiry",
};

/** Each status's words and colour (a class of history.module.css). */
const STATUS: Record<OrderSnapWire["status"], { text: string; tone: string | undefined }> = {
  TO_BE_PLACED: { text: "To be placed", tone: tones.muted },
  PENDING: { text: "Pending", tone: tones.blue },
  COMPLETE: { text: "Filled", tone: tones.green },
  REJECTED: { text: "Rejected", tone: tones.red },
  CANCELLED: { text: "Cancelled", tone: tones.red },
};

/** A settlement at expiry is no fill: the exchange closed the leg. */
const SETTLED = { text: "Settled", tone: tones.muted };

function OrderLine({ order }: { order: OrderSnapWire }) {
  const status = order.purpose === "SETTLE" ? SETTLED : STATUS[order.status];
  const price =
    order.average_price === null ? "" : ` @ ${formatRupees(parseRupees(order.average_price))}`;
  return (
    <li className={styles.order}>
      <div className={styles.orderLine}>
        <p>
          {order.transaction_type} · {PURPOSE[order.purpose]}
        </p>
        <p className={`${styles.fixed} ${status.tone}`}>{status.text}</p>
      </div>
      <div className={`${styles.orderLine} ${styles.meta}`}>
        <p className={styles.tabular}>
          {order.filled_quantity}/{order.quantity} qty{price}
        </p>
        <p className={styles.fixed}>{formatIndiaDateTime(order.order_timestamp)}</p>
      </div>
      {order.status_message && order.status !== "COMPLETE" ? (
        <p className={`${styles.note} ${tones.red}`}>{order.status_message}</p>
      ) : null}
      {order.purpose === "SETTLE" && order.status_message ? (
        <p className={`${styles.note} ${tones.muted}`} data-testid="settlement-note">
          {order.status_message}
        </p>
      ) : null}
    </li>
  );
}

/**
 * A closed basket's legs with their realised P&L, the analyst's level that exited a leg alone,
 * and every order sent for them.
 */
export function LegOrders({ basketId }: { basketId: string }) {
  const details = useBasketDetails(basketId);
  if (details.isError)
    return <QueryError error={details.error} onRetry={() => details.refetch()} />;
  if (!details.data) return <Skeleton height="32" rounded="lg" />;
  return (
    <div className={styles.legs}>
      {details.data.signals.map((signal) => (
        <div key={signal.id} className={styles.leg} data-testid="history-leg">
          <div className={styles.legHeader}>
            <SideBadge side={signal.transaction_type} />
            <p className={styles.legName}>{signal.pretty_name}</p>
            <PnlText
              amount={parseRupees(signal.realised_pnl)}
              fontSize="sm"
              fontWeight="semibold"
            />
          </div>
          {signal.exit_reason ? (
            <p
              className={`${styles.legReason} ${tones.blue}`}
              data-testid="history-leg-exit-reason"
            >
              {signal.exit_reason}
            </p>
          ) : null}
          <ul className={styles.orders}>
            {[...signal.order_snap_list]
              .sort((a, b) => a.order_timestamp.localeCompare(b.order_timestamp))
              .map((order) => (
                <OrderLine key={order.id} order={order} />
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
