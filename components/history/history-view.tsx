"use client";

import { Accordion, Heading, Skeleton, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { PageContainer } from "@/components/layout/page-container";
import { EmptyState } from "@/components/positions/empty-state";
import { QueryError } from "@/components/positions/query-error";
import { useRealtimeUpdates } from "@/components/realtime/use-realtime";
import { useSessionToken } from "@/components/session/client-session-token";
import { routeById } from "@/lib/routing/routes";
import { analystManaged } from "@/lib/track/basket-groups";
import { historyEntry } from "@/lib/track/history-entry";
import { HistoryItem } from "./history-item";

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
    if (!history.data) return <Skeleton h="48" rounded="xl" />;
    if (history.data.length === 0) {
      return (
        <EmptyState
          title="No closed tradeboxes yet"
          text="Tradeboxes you exit show here with their realised P&L and fees."
        />
      );
    }
    return (
      <Accordion.Root
        multiple
        collapsible
        lazyMount
        variant="plain"
        display="flex"
        flexDirection="column"
        gap="3"
      >
        {history.data.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </Accordion.Root>
    );
  })();
  return (
    <PageContainer py={{ base: "4", md: "8" }} maxW="4xl">
      <Stack gap={{ base: "4", md: "6" }}>
        <Heading as="h1" size="2xl" srOnly={{ base: true, md: false }}>
          {routeById("history").title}
        </Heading>
        {body}
      </Stack>
    </PageContainer>
  );
}
