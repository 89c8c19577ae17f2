"use client";

import { HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { StatTile } from "@/components/positions/stat-tile";
import { PnlText } from "@/components/positions/pnl-text";
import { AddFundsLink } from "@/components/positions/add-funds-link";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Paise } from "@/lib/money/paise";
import type { OverallSummary } from "@/lib/track/overall-summary";

interface Props {
  broker: string | null;
  available: Paise | undefined;
  summary: OverallSummary | undefined;
}

/** The trader's money at a glance: funds free at the broker, margin in use, P&L, Add Funds. */
export function FundsCard({ broker, available, summary }: Props) {
  return (
    <Stack gap="4" p={{ base: "4", md: "5" }} rounded="2xl" borderWidth="1px" bg="bg.surface">
      <HStack justify="space-between" align="end" gap="3">
        <StatTile label="Available margin">
          {available === undefined ? (
            <Skeleton h="7" w="32" />
          ) : (
            <Text as="span" fontSize="xl" fontWeight="bold" data-testid="available-margin">
              {formatRupees(available)}
            </Text>
          )}
        </StatTile>
        <AddFundsLink broker={broker} />
      </HStack>
      <SimpleGrid columns={2} gap="4" pt="4" borderTopWidth="1px">
        <StatTile label="Margin used">
          {summary ? formatRupees(summary.marginRequired) : <Skeleton h="6" w="24" />}
        </StatTile>
        <StatTile label="Total P&L">
          {summary ? <PnlText amount={summary.totalPL} /> : <Skeleton h="6" w="24" />}
        </StatTile>
      </SimpleGrid>
    </Stack>
  );
}
