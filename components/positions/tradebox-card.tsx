"use client";

import NextLink from "next/link";
import type { ActiveStrategyWire } from "@/lib/basket/user-basket-wire";
import { RISK_BADGE_LABELS } from "@/lib/domain/enums";
import { costsOf, netOf } from "@/lib/charges/costs";
import { ratioPercent } from "@/lib/money/apply-rate";
import { formatRupees } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import { analystAwaitsAdjustment } from "@/lib/status/position-status";
import { formatPercent, lotsLabel } from "@/lib/track/format";
import { FREQUENCY_LABELS } from "@/lib/tradebox/display-labels";
import { intentPath, routePath } from "@/lib/routing/routes";
import { PnlText } from "./pnl-text";
import { StatTile } from "./stat-tile";
import { TradeboxThumb } from "./tradebox-thumb";
import { PracticeBadge } from "@/components/market/market-badges";
import { useIdle } from "@/components/ui/use-idle";
import { BasketStatusBadge } from "./status-badge";
import { useWideScreen } from "./use-wide-screen";
import card from "./card.module.css";
import styles from "./tradebox-card.module.css";

interface Props {
  basket: ActiveStrategyWire;
  /** Highlighted as the one shown in the side panel (desktop track). */
  selected?: boolean;
}

/** Track detail is a phone page; wider screens open the basket in the track list's panel. */
export function basketHref(basketId: string, wide: boolean): string {
  return wide
    ? intentPath("track", { basket: basketId })
    : routePath("trackBasket", { basket: basketId });
}

/** Why 'Adjustment Available' shows: the analyst adjusted the basket, or closed it. */
export function adjustmentNote(analystStatus: ActiveStrategyWire["analyst_basket_status"]): string {
  return analystStatus === "CLOSED"
    ? "The analyst has closed this tradebox: exit it to match."
    : "The analyst has adjusted this tradebox: review and apply the change.";
}

/**
 * One followed tradebox in a list: status, live net P&L and the margin it blocks. The whole card
 * opens the basket (its name's link covers it). Plain CSS, no Chakra: the dashboard's and
 * Track's first screens list these (docs/web-performance.md, rule 2).
 */
export function TradeboxCard({ basket, selected = false }: Props) {
  const wide = useWideScreen();
  // In view from the first paint: prefetched once the browser is idle, not as the page hydrates
  // (each answer is decoded on the main thread), as the bottom nav's links.
  const idle = useIdle();
  const net = netOf(parseRupees(basket.pnl), costsOf(basket));
  const margin = parseRupees(basket.required_margin);
  return (
    <article
      className={[card.surface, styles.card, selected && styles.selected].filter(Boolean).join(" ")}
      data-testid="tradebox-card"
    >
      <div className={styles.body}>
        <div className={styles.top}>
          <TradeboxThumb src={basket.strategy_display_image} />
          <div className={styles.title}>
            <NextLink
              href={basketHref(basket.id, wide)}
              prefetch={idle ? null : false}
              className={styles.link}
            >
              <p className={`${styles.name} ${styles.clamp}`}>{basket.strategy_name}</p>
            </NextLink>
            <p className={styles.meta}>
              {lotsLabel(basket.no_of_lot)} · {FREQUENCY_LABELS[basket.frequency]} ·{" "}
              {RISK_BADGE_LABELS[basket.risk_level]} risk
            </p>
          </div>
          <div className={styles.badges}>
            <BasketStatusBadge
              status={basket.status}
              analystStatus={basket.analyst_basket_status}
            />
            <PracticeBadge practice={basket.is_practice} />
          </div>
        </div>
        <div className={styles.grid}>
          <StatTile label="Net P&L" hint={formatPercent(ratioPercent(net, margin))}>
            <PnlText amount={net} data-testid="card-net-pnl" />
          </StatTile>
          <StatTile label="Margin used">{formatRupees(margin)}</StatTile>
        </div>
        {basket.status === "ERROR" && basket.error_msg ? (
          <p className={`${styles.error} ${styles.clamp}`}>{basket.error_msg}</p>
        ) : null}
        {basket.exit_reason && basket.status !== "ERROR" ? (
          <p className={`${styles.exitReason} ${styles.clamp}`} data-testid="card-exit-reason">
            {basket.exit_reason}
          </p>
        ) : null}
        {basket.status !== "ERROR" && analystAwaitsAdjustment(basket.analyst_basket_status) ? (
          <p className={styles.adjustment}>{adjustmentNote(basket.analyst_basket_status)}</p>
        ) : null}
      </div>
    </article>
  );
}
