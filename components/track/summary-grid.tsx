import { Box, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PnlText } from "@/components/positions/pnl-text";
import { StatTile } from "@/components/positions/stat-tile";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Paise } from "@/lib/money/paise";
import type { Summary } from "@/lib/track/basket-summary";
import { formatPercent, pnlColor } from "@/lib/track/format";

/** Spec §3 Summary of one basket: P&L split, margin, positions and the orders by status. */
export function SummaryGrid({ summary, fees }: { summary: Summary; fees: Paise }) {
  const logs = summary.orderStatusLogs;
  return (
    <Stack
      gap="4"
      p="4"
      rounded="xl"
      borderWidth="1px"
      bg="bg.surface"
      data-testid="basket-summary"
    >
      <HStack justify="space-between" align="end">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            Total P&L
          </Text>
          <PnlText
            amount={summary.totalPL}
            fontSize="2xl"
            fontWeight="bold"
            data-testid="total-pnl"
          />
        </Stack>
        <Text fontWeight="semibold" color={pnlColor(summary.plPCT ?? 0)}>
          {formatPercent(summary.plPCT)}
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="4">
        <StatTile label="Unrealised">
          <PnlText amount={summary.unrealisedPL} />
        </StatTile>
        <StatTile label="Realised">
          <PnlText amount={summary.realisedPL} />
        </StatTile>
        <StatTile label="Margin">{formatRupees(summary.marginRequired)}</StatTile>
        <StatTile label="Positions">
          {summary.activePositions} open / {summary.totalPositions}
        </StatTile>
        <StatTile label="Fees paid">{formatRupees(fees)}</StatTile>
      </SimpleGrid>
      <Box>
        <Text
          fontSize="xs"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="wider"
          mb="1.5"
        >
          Orders
        </Text>
        <HStack gap="2" flexWrap="wrap" fontSize="sm" data-testid="order-status-logs">
          <Count label="completed" value={logs.completed} color="green.300" />
          <Count label="pending" value={logs.pending} color="blue.300" />
          <Count label="to be placed" value={logs.toBePlaced} color="fg.muted" />
          <Count label="rejected" value={logs.rejected} color="red.300" />
        </HStack>
      </Box>
    </Stack>
  );
}

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Text
      as="span"
      px="2"
      py="0.5"
      rounded="md"
      bg="bg.muted"
      color={value > 0 ? color : "fg.subtle"}
    >
      <Text as="strong" fontVariantNumeric="tabular-nums">
        {value}
      </Text>{" "}
      {label}
    </Text>
  );
}
