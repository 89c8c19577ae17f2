import type { ReactNode } from "react";
import { PnlText } from "@/components/positions/pnl-text";
import { SideBadge } from "@/components/positions/side-badge";
import { PlainButton } from "@/components/ui/plain-button";
import { formatSignedRupeeAmount } from "@/lib/format/display-figures";
import { formatRupees } from "@/lib/money/format-rupees";
import type { PositionGreeks } from "@/lib/payoff/position-greeks";
import { expirySettlementOf, type Position } from "@/lib/track/position";
import { legLevelsText } from "@/lib/tradebox/leg-levels-text";
import styles from "./position-row.module.css";
import tones from "@/components/positions/tones.module.css";

/** A status's colour: a tones.module.css class. */
const STATUS_TONE: Record<Position["statusObj"]["text"], string | undefined> = {
  Pending: tones.blue,
  Entering: tones.blue,
  Exiting: tones.blue,
  Adjusting: tones.blue,
  Rejected: tones.red,
  Tracking: tones.green,
  Closed: tones.subtle,
};

interface Props {
  position: Position;
  /** The open leg's greeks for its lots, at the live prices. */
  greeks?: PositionGreeks;
  /** Offered where the tradebox allows exiting single legs and the leg is open. */
  onExit?: () => void;
}

/**
 * One leg: side, contract, quantity, average and live price, P&L, its order status, the
 * analyst's levels and, once one has exited the leg, why. Plain CSS,
 * no Chakra: a basket's first screen lists its legs (docs/web-performance.md, rule 2).
 */
export function PositionRow({ position, greeks, onExit }: Props) {
  const { statusObj } = position;
  const net = position.netQuantity;
  const settlement = expirySettlementOf(position.orders);
  const levels = legLevelsText({ stopLoss: position.stoplossPrice, target: position.targetPrice });
  return (
    <li className={styles.row} data-testid="position-row">
      <div className={styles.head}>
        <SideBadge side={net === 0 ? position.side : net > 0 ? "BUY" : "SELL"} />
        <div className={styles.contract}>
          <p className={styles.name}>{position.prettyName}</p>
          <p
            className={`${styles.status} ${STATUS_TONE[statusObj.text]}`}
            data-testid="position-status"
          >
            {statusObj.text}
          </p>
        </div>
        {onExit ? (
          <PlainButton
            size="xs"
            variant="outline"
            onClick={onExit}
            aria-label={`Exit ${position.prettyName}`}
          >
            Exit
          </PlainButton>
        ) : null}
      </div>
      <div className={styles.cells}>
        <Cell label="Qty">{Math.abs(net)}</Cell>
        <Cell label="Avg">
          {position.avgEntryPrice === null ? "—" : formatRupees(position.avgEntryPrice)}
        </Cell>
        <Cell label="LTP" testId="leg-ltp">
          {position.ltp === null ? "—" : formatRupees(position.ltp)}
        </Cell>
        <Cell label="P&L" end testId="leg-pnl">
          <PnlText amount={position.pnl} />
        </Cell>
      </div>
      {levels ? (
        <p className={styles.levels} data-testid="leg-levels">
          {levels}
        </p>
      ) : null}
      {greeks && net !== 0 ? <LegGreeks greeks={greeks} /> : null}
      {position.exitReason ? (
        <p className={`${styles.note} ${tones.blue}`} data-testid="leg-exit-reason">
          {position.exitReason}
        </p>
      ) : null}
      {settlement ? (
        <p className={`${styles.note} ${tones.muted}`} data-testid="expiry-settlement">
          Settled at expiry at {formatRupees(settlement.price)}
          {settlement.note ? ` · ${settlement.note}` : ""}
        </p>
      ) : null}
      {position.rejectionReason ? (
        <p className={`${styles.note} ${tones.red}`} data-testid="rejection-reason">
          Rejected: {position.rejectionReason}
        </p>
      ) : null}
    </li>
  );
}

function Cell({
  label,
  children,
  end,
  testId,
}: {
  label: string;
  children: ReactNode;
  end?: boolean;
  testId?: string;
}) {
  return (
    <div className={end ? `${styles.cell} ${styles.cellEnd}` : styles.cell} data-testid={testId}>
      <p className={styles.cellLabel}>{label}</p>
      <div className={styles.cellValue}>{children}</div>
    </div>
  );
}

/** One line under the leg: what it gains per point, per day and per volatility point. */
function LegGreeks({ greeks }: { greeks: PositionGreeks }) {
  const figures = [
    ["Delta", formatSignedRupeeAmount(greeks.delta)],
    ["Theta", `${formatSignedRupeeAmount(greeks.thetaPerDay)}/day`],
    ["Vega", formatSignedRupeeAmount(greeks.vegaPerPercent)],
  ] as const;
  return (
    <div className={styles.greeks} data-testid="leg-greeks">
      {figures.map(([label, value]) => (
        <p key={label}>
          {label} <span className={styles.greekValue}>{value}</span>
        </p>
      ))}
    </div>
  );
}
