"use client";

import { Heading, HStack, SimpleGrid, Skeleton, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { QueryError } from "@/components/positions/query-error";
import { TradeboxCard } from "@/components/positions/tradebox-card";
import {
  useActiveTradeboxes,
  useAvailableMargin,
} from "@/components/positions/use-active-tradeboxes";
import { LiveIndicator } from "@/components/realtime/live-indicator";
import { routeById } from "@/lib/routing/routes";
import { overallSummary } from "@/lib/track/overall-summary";
import { ExploreSuggestions } from "./explore-suggestions";
import { FundsCard } from "./funds-card";

/** /dashboard: funds, and the tradeboxes the trader follows with their live P&L. */
export function DashboardView({ broker }: { broker: string | null }) {
  const active = useActiveTradeboxes();
  const margin = useAvailableMargin();
  const summary = useMemo(
    () => (active.data ? overallSummary(active.data) : undefined),
    [active.data],
  );
  return (
    <PageContainer py={{ base: "4", md: "8" }}>
      <Stack gap={{ base: "5", md: "6" }}>
        <Heading as="h1" size="2xl" srOnly={{ base: true, md: false }}>
          {routeById("dashboard").title}
        </Heading>
        {margin.isError ? (
          <QueryError error={margin.error} onRetry={() => margin.refetch()} />
        ) : null}
        <FundsCard broker={broker} available={margin.data} summary={summary} />
        <Stack gap="3" as="section" aria-labelledby="active-tradeboxes">
          <HStack justify="space-between">
            <Heading as="h2" id="active-tradeboxes" size="md">
              Active tradeboxes
            </Heading>
            <LiveIndicator />
          </HStack>
          {active.isError ? (
            <QueryError error={active.error} onRetry={() => active.refetch()} />
          ) : !active.data ? (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
              <Skeleton h="36" rounded="xl" />
              <Skeleton h="36" rounded="xl" />
            </SimpleGrid>
          ) : active.data.length === 0 ? (
            <ExploreSuggestions />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
              {active.data.map((basket) => (
                <TradeboxCard key={basket.id} basket={basket} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </PageContainer>
  );
}
