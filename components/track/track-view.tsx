"use client";

import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { AlertsPrompt } from "@/components/alerts/alerts-prompt";
import { PageContainer } from "@/components/layout/page-container";
import { EmptyState } from "@/components/positions/empty-state";
import { QueryError } from "@/components/positions/query-error";
import { TradeboxCard } from "@/components/positions/tradebox-card";
import { useActiveTradeboxes } from "@/components/positions/use-active-tradeboxes";
import { useWideScreen } from "@/components/positions/use-wide-screen";
import { Skeleton } from "@/components/ui/skeleton";
import { useLatch } from "@/components/ui/use-latch";
import { LiveIndicator } from "@/components/realtime/live-indicator";
import { groupBaskets } from "@/lib/track/basket-groups";
import { intentPath } from "@/lib/routing/routes";
import { overallSummary } from "@/lib/track/overall-summary";
import { OverallSummaryCard } from "./overall-summary-card";
import heading from "@/components/ui/heading.module.css";
import styles from "./track-view.module.css";

// The panel beside the list is for wide screens: a phone's first visit does not fetch it.
const BasketDetail = dynamic(() => import("./basket-detail").then((m) => m.BasketDetail), {
  loading: () => <Skeleton height="96" rounded="xl" />,
});

/**
 * /track: every followed tradebox, summed up and grouped by status (spec §4). Phones open a
 * basket on its own page; wider screens show it in a panel beside the list (?basket=), and open
 * its adjustment in a dialog (&adjust=1, where a phone's adjust link lands on a wide screen).
 */
export function TrackView({
  broker,
  alertsPromptLikely,
}: {
  broker: string | null;
  /** The server's guess whether the alerts prompt shows (lib/alerts/alerts-prompt-hint.ts). */
  alertsPromptLikely: boolean;
}) {
  const active = useActiveTradeboxes();
  const wide = useWideScreen();
  // Once shown, the panel stays mounted and is hidden below md: a moment's narrowing (a resized
  // window, Chromium's full-page capture) would otherwise unmount it and close an open what-if.
  const panelShown = useLatch(wide);
  const router = useRouter();
  const params = useSearchParams();
  const requested = params.get("basket");
  const baskets = active.data;
  const summary = useMemo(() => (baskets ? overallSummary(baskets) : null), [baskets]);
  const selected = baskets?.find((basket) => basket.id === requested)?.id ?? baskets?.[0]?.id;
  // A phone's adjust link opened wide (/track?basket=&adjust=1): the panel opens its adjustment.
  const adjustRequested = params.get("adjust") === "1" && selected === requested;
  const adjustmentClosed = () =>
    selected && router.replace(intentPath("track", { basket: selected }), { scroll: false });

  const list = (() => {
    if (active.isError) return <QueryError error={active.error} onRetry={() => active.refetch()} />;
    if (!baskets || !summary) return <Skeleton height="64" rounded="xl" />;
    if (baskets.length === 0) {
      return (
        <EmptyState
          title="Nothing to track yet"
          text="Tradeboxes you place show here with their live P&L."
        />
      );
    }
    return (
      <div className={styles.list}>
        <OverallSummaryCard summary={summary} />
        {groupBaskets(baskets).map(({ group, baskets: members }) => (
          <section key={group} className={styles.group} aria-label={group}>
            <p className={styles.groupTitle}>
              {group} ({members.length})
            </p>
            {members.map((basket) => (
              <TradeboxCard
                key={basket.id}
                basket={basket}
                selected={wide && basket.id === selected}
              />
            ))}
          </section>
        ))}
        {/* Last: it shows once the trader's alert settings have loaded, and would push the
            totals and tradeboxes down as it appeared above them (layout shift). */}
        <AlertsPrompt shownByServer={alertsPromptLikely} />
      </div>
    );
  })();

  return (
    <PageContainer py={{ base: "4", md: "8" }}>
      <div className={styles.header}>
        <h1 className={`${heading.heading} ${heading.mdTo2xl}`}>Your tradeboxes</h1>
        <LiveIndicator />
      </div>
      <div className={styles.layout}>
        <div>{list}</div>
        {panelShown && selected ? (
          <div className={styles.panel} data-testid="track-panel">
            <BasketDetail
              key={selected}
              basketId={selected}
              broker={broker}
              inPanel
              adjustOnOpen={adjustRequested}
              onAdjustmentClosed={adjustmentClosed}
            />
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}
