import { Box, HStack, Text } from "@chakra-ui/react";
import { PnlTotalsCard } from "@/components/positions/pnl-totals-card";
import { StatTile } from "@/components/positions/stat-tile";
import type { OrderStatusLogs, Summary } from "@/lib/track/basket-summary";

/** Spec §3 Summary of one basket: P&L split, margin, positions and the orders by status. */
export function SummaryGrid({ summary }: { summary: Summary }) {
  return (
    <PnlTotalsCard
      totals={summary}
      // A basket shows on a phone's page and in the wide screens' side panel: its tiles flow
      // by the card's width (three on a phone, two in a tablet's panel, one row on a desktop).
      grid={{ minChildWidth: "6rem" }}
      testId="basket-summary"
      footer={<OrderCounts logs={summary.orderStatusLogs} />}
    >
      <StatTile label="Positions">
        {summary.activePositions} open / {summary.totalPositions}
      </StatTile>
    </PnlTotalsCard>
  );
}

function OrderCounts({ logs }: { logs: OrderStatusLogs }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" mb="1.5">
        Orders
      </Text>
      <HStack gap="2" flexWrap="wrap" fontSize="sm" data-testid="order-status-logs">
        <Count label="completed" value={logs.completed} color="green.300" />
        <Count label="pending" value={logs.pending} color="blue.300" />
        <Count label="to be placed" value={logs.toBePlaced} color="fg.muted" />
        <Count label="rejected" value={logs.rejected} color="red.300" />
      </HStack>
    </Box>
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
