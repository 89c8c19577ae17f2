"use client";

import { useQuery } from "@tanstack/react-query";
import { FileSpreadsheet } from "lucide-react";
import NextLink from "next/link";
import type { KeyboardEvent } from "react";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { PageContainer } from "@/components/layout/page-container";
import { EmptyState } from "@/components/positions/empty-state";
import { QueryError } from "@/components/positions/query-error";
import { useRealtimeUpdates } from "@/components/realtime/use-realtime";
import { useSessionToken } from "@/components/session/client-session-token";
import { buttonClass } from "@/components/ui/button-class";
import { Skeleton } from "@/components/ui/skeleton";
import { routeById, routePath } from "@/lib/routing/routes";
import { analystManaged } from "@/lib/track/basket-groups";
import { historyEntry } from "@/lib/track/history-entry";
import heading from "@/components/ui/heading.module.css";
import styles from "./history.module.css";
import { HistoryItem } from "./history-item";

/** The keys that move between the items' triggers, as Chakra's Accordion did (looping). */
function moveBetweenTriggers(event: KeyboardEvent<HTMLDivElement>) {
  // Each item's trigger is the button directly inside it; the panels' buttons are not triggers.
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>(":scope > * > button"),
  ];
  const at = triggers.indexOf(event.target as HTMLButtonElement);
  if (at === -1) return;
  const last = triggers.length - 1;
  const targets: Partial<Record<string, number>> = {
    ArrowDown: at === last ? 0 : at + 1,
    ArrowUp: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  const to = targets[event.key];
  if (to === undefined) return;
  event.preventDefault();
  triggers[to]?.focus();
}

/** /history: closed tradeboxes, last exit first, each opening to its legs and orders. */
export function HistoryView() {
  useRealtimeUpdates();
  const token = useSessionToken();
  const history = useQuery({
    ...basketQueries.history(token),
    enabled: token !== undefined,
    select: (baskets) => analystManaged(baskets).map(historyEntry),
  });
  const body = (() => {
    if (history.isError)
      return <QueryError error={history.error} onRetry={() => history.refetch()} />;
    if (!history.data) return <Skeleton height="48" rounded="xl" />;
    if (history.data.length === 0) {
      return (
        <EmptyState
          title="No closed tradeboxes yet"
          text="Tradeboxes you exit show here with their realised P&L and fees."
        />
      );
    }
    return (
      // Arrow keys go from trigger to trigger; the list itself is no tab stop.
      <div className={styles.list} onKeyDown={moveBetweenTriggers}>
        {history.data.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </div>
    );
  })();
  return (
    <PageContainer py={{ base: "4", md: "8" }} maxW="4xl">
      <div className={styles.page}>
        <div className={styles.pageHead}>
          <h1 className={`${heading.heading} ${heading.xl2} ${heading.phoneSrOnly}`}>
            {routeById("history").title}
          </h1>
          <NextLink
            href={routePath("accountStatement")}
            className={buttonClass({
              variant: "ghost",
              size: "sm",
              className: styles.statementLink,
            })}
            data-testid="history-statement-link"
          >
            <FileSpreadsheet aria-hidden /> Tax statement
          </NextLink>
        </div>
        {body}
      </div>
    </PageContainer>
  );
}
