import { HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PnlText } from "@/components/positions/pnl-text";
import { StatTile } from "@/components/positions/stat-tile";
import { formatRupees } from "@/lib/money/format-rupees";
import type { OverallSummary } from "@/lib/track/overall-summary";
import { formatPercent, pnlColor } from "@/lib/track/format";

/** Spec §3 Summary across every followed tradebox. */
export function OverallSummaryCard({ summary }: { summary: OverallSummary }) {
  return (
    <Stack
      gap="4"
      p="4"
      rounded="2xl"
      borderWidth="1px"
      bg="bg.surface"
      data-testid="overall-summary"
    >
      <HStack justify="space-between" align="end">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            Total P&L
          </Text>
          <PnlText amount={summary.totalPL} fontSize="2xl" fontWeight="bold" />
        </Stack>
        <Text fontWeight="semibold" color={pnlColor(summary.plPCT ?? 0)}>
          {formatPercent(summary.plPCT)}
        </Text>
      </HStack>
      <SimpleGrid columns={2} gap="4">
        <StatTile label="Unrealised">
          <PnlText amount={summary.unrealisedPL} />
        </StatTile>
        <StatTile label="Realised">
          <PnlText amount={summary.realisedPL} />
        </StatTile>
        <StatTile label="Margin">{formatRupees(summary.marginRequired)}</StatTile>
        <StatTile
          label="Tradeboxes"
          hint={summary.groups.Retry > 0 ? `${summary.groups.Retry} to retry` : undefined}
        >
          {summary.activePositions}
        </StatTile>
      </SimpleGrid>
    </Stack>
  );
}
