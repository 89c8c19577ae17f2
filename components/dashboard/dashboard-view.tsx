"use client";

import { useMemo } from "react";
import { PageContainer } from "@/components/layout/page-container";
import heading from "@/components/ui/heading.module.css";
import { QueryError } from "@/components/positions/query-error";
import { TradeboxCard } from "@/components/positions/tradebox-card";
import {
  useActiveTradeboxes,
  useAvailableMargin,
} from "@/components/positions/use-active-tradeboxes";
import { LiveIndicator } from "@/components/realtime/live-indicator";
import { Skeleton } from "@/components/ui/skeleton";
import { routeById } from "@/lib/routing/routes";
import { overallSummary } from "@/lib/track/overall-summary";
import styles from "./dashboard.module.css";
import { ExploreSuggestions } from "./explore-suggestions";
import { FundsCard } from "./funds-card";

/**
 * /dashboard: funds, and the tradeboxes the trader follows with their live P&L. Plain elements
 * and CSS modules, so the page's first load carries no Chakra (docs/web-performance.md, rule 2).
 */
export function DashboardView({ broker }: { broker: string | null }) {
  const active = useActiveTradeboxes();
  const margin = useAvailableMargin();
  const summary = useMemo(
    () => (active.data ? overallSummary(active.data) : undefined),
    [active.data],
  );
  return (
    <PageContainer py={{ base: "4", md: "8" }}>
      <div className={styles.stack}>
        <h1 className={`${heading.heading} ${heading.xl2} ${heading.phoneSrOnly}`}>
          {routeById("dashboard").title}
        </h1>
        {margin.isError ? (
          <QueryError error={margin.error} onRetry={() => margin.refetch()} />
        ) : null}
        <FundsCard broker={broker} available={margin.data} summary={summary} />
        <section className={styles.section} aria-labelledby="active-tradeboxes">
          <div className={styles.sectionHead}>
            <h2 id="active-tradeboxes" className={`${heading.heading} ${heading.md}`}>
              Active tradeboxes
            </h2>
            <LiveIndicator />
          </div>
          {active.isError ? (
            <QueryError error={active.error} onRetry={() => active.refetch()} />
          ) : !active.data ? (
            <div className={styles.cards}>
              <Skeleton height="36" rounded="xl" />
              <Skeleton height="36" rounded="xl" />
            </div>
          ) : active.data.length === 0 ? (
            <ExploreSuggestions />
          ) : (
            <div className={styles.cards}>
              {active.data.map((basket) => (
                <TradeboxCard key={basket.id} basket={basket} />
              ))}
            </div>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
