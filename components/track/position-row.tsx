import type { ReactNode } from "react";
import { Box, Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PnlText } from "@/components/positions/pnl-text";
import { SideBadge } from "@/components/positions/side-badge";
import { formatSignedRupeeAmount } from "@/lib/format/display-figures";
import { formatRupees } from "@/lib/money/format-rupees";
import type { PositionGreeks } from "@/lib/payoff/position-greeks";
import { expirySettlementOf, type Position } from "@/lib/track/position";

const STATUS_COLOR: Record<Position["statusObj"]["text"], string> = {
  Pending: "blue.300",
  Entering: "blue.300",
  Exiting: "blue.300",
  Adjusting: "blue.300",
  Rejected: "red.300",
  Tracking: "green.300",
  Closed: "fg.subtle",
};

interface Props {
  position: Position;
  /** The open leg's greeks for its lots, at the live prices. */
  greeks?: PositionGreeks;
  /** Offered where the tradebox allows exiting single legs and the leg is open. */
  onExit?: () => void;
}

/** One leg: side, contract, quantity, average and live price, P&L, its order status. */
export function PositionRow({ position, greeks, onExit }: Props) {
  const { statusObj } = position;
  const net = position.netQuantity;
  const settlement = expirySettlementOf(position.orders);
  return (
    <Stack as="li" gap="2" px="3" py="3" data-testid="position-row">
      <HStack gap="3" align="start">
        <SideBadge side={net === 0 ? position.side : net > 0 ? "BUY" : "SELL"} />
        <Box flex="1" minW="0">
          <Text fontWeight="medium" truncate>
            {position.prettyName}
          </Text>
          <Text fontSize="xs" color={STATUS_COLOR[statusObj.text]} data-testid="position-status">
            {statusObj.text}
          </Text>
        </Box>
        {onExit ? (
          <Button
            size="xs"
            variant="outline"
            onClick={onExit}
            aria-label={`Exit ${position.prettyName}`}
          >
            Exit
          </Button>
        ) : null}
      </HStack>
      <SimpleGrid columns={4} gap="2" fontSize="sm" fontVariantNumeric="tabular-nums">
        <Cell label="Qty">{Math.abs(net)}</Cell>
        <Cell label="Avg">
          {position.avgEntryPrice === null ? "—" : formatRupees(position.avgEntryPrice)}
        </Cell>
        <Cell label="LTP">{position.ltp === null ? "—" : formatRupees(position.ltp)}</Cell>
        <Cell label="P&L" end>
          <PnlText amount={position.pnl} />
        </Cell>
      </SimpleGrid>
      {greeks && net !== 0 ? <LegGreeks greeks={greeks} /> : null}
      {settlement ? (
        <Text fontSize="sm" color="fg.muted" data-testid="expiry-settlement">
          Settled at expiry at {formatRupees(settlement.price)}
          {settlement.note ? ` · ${settlement.note}` : ""}
        </Text>
      ) : null}
      {position.rejectionReason ? (
        <Text fontSize="sm" color="red.300" data-testid="rejection-reason">
          Rejected: {position.rejectionReason}
        </Text>
      ) : null}
    </Stack>
  );
}

function Cell({ label, children, end }: { label: string; children: ReactNode; end?: boolean }) {
  return (
    <Stack gap="0" align={end ? "end" : "start"} minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="div" truncate>
        {children}
      </Text>
    </Stack>
  );
}

/** One line under the leg: what it gains per point, per day and per volatility point. */
function LegGreeks({ greeks }: { greeks: PositionGreeks }) {
  const figures = [
    ["Delta", formatSignedRupeeAmount(greeks.delta)],
    ["Theta", `${formatSignedRupeeAmount(greeks.thetaPerDay)}/day`],
    ["Vega", formatSignedRupeeAmount(greeks.vegaPerPercent)],
  ] as const;
  return (
    <HStack
      gap="3"
      flexWrap="wrap"
      fontSize="xs"
      color="fg.muted"
      fontVariantNumeric="tabular-nums"
      data-testid="leg-greeks"
    >
      {figures.map(([label, value]) => (
        <Text key={label}>
          {label}{" "}
          <Text as="span" color="fg">
            {value}
          </Text>
        </Text>
      ))}
    </HStack>
  );
}
