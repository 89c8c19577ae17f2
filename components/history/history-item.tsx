"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { PracticeBadge } from "@/components/market/market-badges";
import { PnlText } from "@/components/positions/pnl-text";
import { StatTile } from "@/components/positions/stat-tile";
import { TradeboxThumb } from "@/components/positions/tradebox-thumb";
import { GrossAndCharges } from "@/components/charges/gross-and-charges";
import { formatRupees } from "@/lib/money/format-rupees";
import { useLatch } from "@/components/ui/use-latch";
import { formatDuration, formatIndiaDateTime, lotsLabel } from "@/lib/track/format";
import type { HistoryEntry } from "@/lib/track/history-entry";
import styles from "./history.module.css";
import { LegOrders } from "./leg-orders";

/**
 * One closed tradebox: what the trader kept up front (the net P&L, with the gross and the charges
 * it is net of), and the exit rule that closed it if one did; times, the charges' breakdown, legs
 * and orders when opened.
 * A disclosure with the ARIA of Chakra's Accordion item (a button with aria-expanded and
 * aria-controls, the panel a region labelled by it), in plain elements: no Chakra on /history's
 * first load. Each opens on its own, as many as the trader likes. The panel mounts on first
 * opening (its legs and orders are fetched then) and stays mounted, hidden, once closed; it
 * shows and hides without Chakra's height animation.
 */
export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const [open, setOpen] = useState(false);
  const mounted = useLatch(open);
  const id = useId();
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.item} data-state={open ? "open" : "closed"} data-testid="history-item">
      <button
        type="button"
        id={triggerId}
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={styles.summary}>
          <TradeboxThumb src={entry.image} />
          <span className={styles.about}>
            <span className={styles.name}>{entry.name}</span>
            <PracticeBadge practice={entry.practice} />
            <span className={`${styles.block} ${styles.meta}`}>
              {lotsLabel(entry.lots)}
              {entry.exitTime ? ` · exited ${formatIndiaDateTime(entry.exitTime)}` : ""}
            </span>
            {/* What the net is net of: the card's second figure line, under the name. */}
            <span className={`${styles.block} ${styles.meta}`} data-testid="history-gross-line">
              {formatRupees(entry.realisedPL)} gross · {formatRupees(entry.costs.total)} charges
            </span>
            {entry.exitReason ? (
              <span className={styles.exitReason} data-testid="history-exit-reason">
                {entry.exitReason}
              </span>
            ) : null}
          </span>
          <span className={styles.result}>
            <PnlText amount={entry.netPL} fontWeight="bold" data-testid="history-net-pnl" />
            <span className={styles.meta}>net</span>
          </span>
        </span>
        <ChevronDown className={styles.indicator} aria-hidden />
      </button>
      {mounted ? (
        <div
          id={panelId}
          role="region"
          aria-labelledby={triggerId}
          hidden={!open}
          className={styles.body}
        >
          {entry.exitReason ? (
            <p className={styles.exitReasonFull} data-testid="history-exit-reason-detail">
              {entry.exitReason}
            </p>
          ) : null}
          <div className={styles.figures}>
            <StatTile label="Entered">
              {entry.entryTime ? formatIndiaDateTime(entry.entryTime) : "—"}
            </StatTile>
            <StatTile label="Exited">
              {entry.exitTime ? formatIndiaDateTime(entry.exitTime) : "—"}
            </StatTile>
            <StatTile label="Held for">
              {entry.heldForMs === null ? "—" : formatDuration(entry.heldForMs)}
            </StatTile>
            <GrossAndCharges
              gross={entry.realisedPL}
              costs={entry.costs}
              chargesLabel="Charges"
              testIds={{ gross: "history-pnl", charges: "history-charges" }}
            />
          </div>
          <LegOrders basketId={entry.id} />
        </div>
      ) : null}
    </div>
  );
}
