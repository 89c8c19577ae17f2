import { CHARGE_LINE_LABELS, TRADEBOX_FEE_LABEL } from "@/lib/charges/charge-labels";
import { chargesFromWire, type ChargesWire } from "@/lib/charges/charges-wire";
import { CHARGE_LINES } from "@/lib/charges/contract-note";
import { formatRupees } from "@/lib/money/format-rupees";
import { rupees } from "./statement-format";
import styles from "./statement.module.css";

/**
 * Every charge by type as a contract note lists it, their total, and the Tradebox fee beside
 * them (not a charge of the broker's): a basket's or the year's.
 */
export function ChargeList({
  charges,
  fees,
  totalTestId,
}: {
  charges: ChargesWire;
  fees: number;
  /** The charges total's test id. */
  totalTestId?: string;
}) {
  const breakdown = chargesFromWire(charges);
  return (
    <dl className={styles.charges}>
      {CHARGE_LINES.map((line) => (
        <div key={line} className={styles.chargeLine}>
          <dt>{CHARGE_LINE_LABELS[line]}</dt>
          <dd>{formatRupees(breakdown[line])}</dd>
        </div>
      ))}
      <div className={`${styles.chargeLine} ${styles.chargeTotal}`}>
        <dt>Charges total</dt>
        <dd data-testid={totalTestId}>{formatRupees(breakdown.total)}</dd>
      </div>
      <div className={`${styles.chargeLine} ${styles.chargeFee}`}>
        <dt>{TRADEBOX_FEE_LABEL}</dt>
        <dd>{rupees(fees)}</dd>
      </div>
    </dl>
  );
}
