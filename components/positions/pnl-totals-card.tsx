import { HStack, SimpleGrid, Stack, Text, type SimpleGridProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ChargesAndNet } from "@/components/charges/charges-and-net";
import { formatRupees } from "@/lib/money/format-rupees";
import { formatPercent, pnlColor } from "@/lib/track/format";
import type { PnlTotals } from "@/lib/track/pnl-totals";
import { PnlText } from "./pnl-text";
import { StatTile } from "./stat-tile";

interface Props {
  totals: PnlTotals;
  /** More tiles after Unrealised, Realised, Margin, Charges and Net P&L. */
  children?: ReactNode;
  /** Fixed columns, or as many as fit tiles of at least this width (the card's own width decides). */
  grid: Pick<SimpleGridProps, "columns" | "minChildWidth">;
  footer?: ReactNode;
  testId: string;
}

/**
 * Total P&L (gross) with its percentage of margin, then the P&L split, the margin, the charges
 * so far with their breakdown, the net P&L and more tiles.
 */
export function PnlTotalsCard({ totals, children, grid, footer, testId }: Props) {
  return (
    <Stack gap="4" p="4" rounded="xl" borderWidth="1px" bg="bg.surface" data-testid={testId}>
      <HStack justify="space-between" align="end">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            Total P&L
          </Text>
          <PnlText
            amount={totals.totalPL}
            fontSize="2xl"
            fontWeight="bold"
            data-testid="total-pnl"
          />
        </Stack>
        <Text fontWeight="semibold" color={pnlColor(totals.plPCT ?? 0)}>
          {formatPercent(totals.plPCT)}
        </Text>
      </HStack>
      <SimpleGrid {...grid} gap="4">
        <StatTile label="Unrealised">
          <PnlText amount={totals.unrealisedPL} />
        </StatTile>
        <StatTile label="Realised">
          <PnlText amount={totals.realisedPL} />
        </StatTile>
        <StatTile label="Margin">{formatRupees(totals.marginRequired)}</StatTile>
        <ChargesAndNet
          costs={totals.costs}
          net={totals.netPL}
          chargesLabel="Charges so far"
          testIds={{ charges: "charges", net: "net-pnl" }}
        />
        {children}
      </SimpleGrid>
      {footer}
    </Stack>
  );
}
