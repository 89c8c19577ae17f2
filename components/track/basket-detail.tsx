"use client";

import { lazy, Suspense, useState } from "react";
import { QueryError } from "@/components/positions/query-error";
import { MarketSessionNote } from "@/components/market/market-badges";
import { PriceOriginNote } from "@/components/market/price-origin-note";
import { useSandboxSession } from "@/components/session/use-session-claims";
import heading from "@/components/ui/heading.module.css";
import { PlainButton } from "@/components/ui/plain-button";
import { Skeleton } from "@/components/ui/skeleton";
import { useLatch } from "@/components/ui/use-latch";
import { LiveIndicator } from "@/components/realtime/live-indicator";
import { isUnderlyingToken, UNDERLYINGS } from "@/lib/market/underlyings";
import { BasketBanner } from "./basket-banner";
import { BasketHeader } from "./basket-header";
import { ExitRulesPanel } from "./exit-rules-panel";
import { OpenPositionRisk } from "./open-position-risk";
import type { ExitTarget } from "./exit-dialog";
import { PositionRow } from "./position-row";
import { SummaryGrid } from "./summary-grid";
import { useLiveBasket } from "./use-live-basket";
import styles from "./basket-detail.module.css";

// Dialogs load when first opened: a basket's page is mostly read, and seldom exited or adjusted.
// Each draws with Chakra inside ResponsiveModal's own ChakraScope, so Chakra loads with them.
const ExitDialog = lazy(() => import("./exit-dialog").then((m) => ({ default: m.ExitDialog })));
const AdjustModal = lazy(() =>
  import("@/components/adjust/adjust-modal").then((m) => ({ default: m.AdjustModal })),
);

interface Props {
  basketId: string;
  broker: string | null;
  /** In the desktop track panel the adjustment opens in a dialog instead of its page. */
  inPanel?: boolean;
  /** The panel opens with the adjustment dialog up (a phone's adjust link, opened wide). */
  adjustOnOpen?: boolean;
  onAdjustmentClosed?: () => void;
}

/**
 * A followed tradebox: what to do now, live P&L, payoff, positions, and the exit. Plain CSS, no
 * Chakra: a basket's page is a trader's first screen (docs/web-performance.md, rule 2).
 */
export function BasketDetail({
  basketId,
  broker,
  inPanel = false,
  adjustOnOpen = false,
  onAdjustmentClosed,
}: Props) {
  const { details, live, pricesFailed, marketSession, priceOrigin } = useLiveBasket(
    basketId,
    broker,
  );
  const sandbox = useSandboxSession();
  const [exitTarget, setExitTarget] = useState<ExitTarget | null>(null);
  const [adjusting, setAdjusting] = useState(adjustOnOpen);
  // Once opened, a dialog stays mounted, so it closes with its animation like any other.
  const exitWanted = useLatch(exitTarget !== null);
  const adjustWanted = useLatch(adjusting);
  if (details.isError)
    return <QueryError error={details.error} onRetry={() => details.refetch()} />;
  if (!live) return <Skeleton height="96" rounded="xl" />;

  const { info, positions, summary, payoff } = live;
  const open = positions.filter((position) => position.netQuantity !== 0);
  const canExit = (info.status === "TRACKING" || info.status === "ERROR") && open.length > 0;
  const index = positions.map((p) => p.underlyingToken).find((t) => t !== null);
  const indexName = index != null && isUnderlyingToken(index) ? UNDERLYINGS[index].name : "Index";
  return (
    <div className={styles.detail} data-testid="basket-detail">
      <BasketHeader info={info} hasRejectedLegs={positions.some((p) => p.rejectedQuantity > 0)} />
      <BasketBanner
        info={info}
        onReviewAdjustment={inPanel ? () => setAdjusting(true) : undefined}
      />
      <MarketSessionNote session={marketSession} />
      <PriceOriginNote origin={priceOrigin} broker={broker} sandbox={sandbox} />
      <SummaryGrid summary={summary} />
      {pricesFailed ? (
        <p className={styles.pricesFailed}>
          Live prices are not updating; figures are from the last prices received.
        </p>
      ) : null}
      {info.status === "EXITED" ? null : <ExitRulesPanel info={info} pnl={summary.totalPL} />}
      {payoff ? <OpenPositionRisk payoff={payoff} indexName={indexName} /> : null}
      <section className={styles.positions} aria-labelledby={`positions-${basketId}`}>
        <div className={styles.positionsHead}>
          <h3 className={`${heading.heading} ${heading.sm}`} id={`positions-${basketId}`}>
            Positions
          </h3>
          {/* The track list beside the panel shows its own. */}
          {inPanel ? null : <LiveIndicator />}
        </div>
        <ul className={styles.legs}>
          {positions.map((position) => (
            <PositionRow
              key={position.id}
              position={position}
              greeks={payoff?.analytics?.greeksByToken[position.instrumentToken]}
              onExit={
                info.allow_partial_exit && canExit && open.length > 1 && position.netQuantity !== 0
                  ? () => setExitTarget({ kind: "leg", position })
                  : undefined
              }
            />
          ))}
        </ul>
      </section>
      {canExit ? (
        <PlainButton
          variant="outline"
          palette="red"
          onClick={() =>
            setExitTarget({ kind: "basket", openLegs: open.length, pnl: summary.totalPL })
          }
        >
          Exit tradebox
        </PlainButton>
      ) : null}
      <Suspense>
        {exitWanted ? (
          <ExitDialog
            basketId={basketId}
            name={info.strategy_name}
            target={exitTarget}
            onClose={() => setExitTarget(null)}
          />
        ) : null}
        {inPanel && adjustWanted ? (
          <AdjustModal
            basketId={basketId}
            broker={broker}
            open={adjusting}
            onClose={() => {
              setAdjusting(false);
              onAdjustmentClosed?.();
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
