"use client";

import { Box, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { QueryError } from "@/components/positions/query-error";
import { PnlText } from "@/components/positions/pnl-text";
import { SideBadge } from "@/components/positions/side-badge";
import { useBasketDetails } from "@/components/positions/use-basket-details";
import type { OrderSnapWire } from "@/lib/basket/user-basket-wire";
import { formatRupees } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import { formatIndiaDateTime } from "@/lib/track/format";

const PURPOSE: Record<OrderSnapWire["purpose"], string> = {
  ENTER: "Entry",
  EXIT: "Exit",
  ADJUST_EXIT: "Adjustment exit",
  ADJUST_ENTER: "Adjustment entry",
  SETTLE: "Settled at expiry",
};

const STATUS: Record<OrderSnapWire["status"], { text: string; color: string }> = {
  TO_BE_PLACED: { text: "To be placed", color: "fg.muted" },
  PENDING: { text: "Pending", color: "blue.300" },
  COMPLETE: { text: "Filled", color: "green.300" },
  REJECTED: { text: "Rejected", color: "red.300" },
  CANCELLED: { text: "Cancelled", color: "red.300" },
};

/** A settlement at expiry is no fill: the exchange closed the leg. */
const SETTLED = { text: "Settled", color: "fg.muted" };

function OrderLine({ order }: { order: OrderSnapWire }) {
  const status = order.purpose === "SETTLE" ? SETTLED : STATUS[order.status];
  const price =
    order.average_price === null ? "" : ` @ ${formatRupees(parseRupees(order.average_price))}`;
  return (
    <Stack as="li" gap="0.5" px="3" py="2" fontSize="sm">
      <HStack justify="space-between" gap="3">
        <Text>
          {order.transaction_type} · {PURPOSE[order.purpose]}
        </Text>
        <Text color={status.color} flexShrink="0">
          {status.text}
        </Text>
      </HStack>
      <HStack justify="space-between" gap="3" color="fg.muted" fontSize="xs">
        <Text fontVariantNumeric="tabular-nums">
          {order.filled_quantity}/{order.quantity} qty{price}
        </Text>
        <Text flexShrink="0">{formatIndiaDateTime(order.order_timestamp)}</Text>
      </HStack>
      {order.status_message && order.status !== "COMPLETE" ? (
        <Text fontSize="xs" color="red.300">
          {order.status_message}
        </Text>
      ) : null}
      {order.purpose === "SETTLE" && order.status_message ? (
        <Text fontSize="xs" color="fg.muted" data-testid="settlement-note">
          {order.status_message}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A closed basket's legs with their realised P&L and every order sent for them. */
export function LegOrders({ basketId }: { basketId: string }) {
  const details = useBasketDetails(basketId);
  if (details.isError)
    return <QueryError error={details.error} onRetry={() => details.refetch()} />;
  if (!details.data) return <Skeleton h="32" rounded="lg" />;
  return (
    <Stack gap="3">
      {details.data.signals.map((signal) => (
        <Box
          key={signal.id}
          rounded="lg"
          borderWidth="1px"
          overflow="hidden"
          data-testid="history-leg"
        >
          <HStack px="3" py="2" gap="3" bg="bg.muted">
            <SideBadge side={signal.transaction_type} />
            <Text fontWeight="medium" flex="1" truncate>
              {signal.pretty_name}
            </Text>
            <PnlText
              amount={parseRupees(signal.realised_pnl)}
              fontSize="sm"
              fontWeight="semibold"
            />
          </HStack>
          <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
            {[...signal.order_snap_list]
              .sort((a, b) => a.order_timestamp.localeCompare(b.order_timestamp))
              .map((order) => (
                <OrderLine key={order.id} order={order} />
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
