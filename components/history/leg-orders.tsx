"use client";

import { Box, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { QueryError } from "@/components/positions/query-error";
import { PnlText } from "@/components/positions/pnl-text";
import { SideBadge } from "@/components/positions/side-badge";
import { useBasketDetails } from "@/components/positions/use-basket-details";
import type { OrderSnapWire } from "@/lib/basket/user-basket-wire";
import { formatRupees } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import { formatIndiaDateTime } from "@/lib/track/format";
import { latestOrder } from "@/lib/track/position";

const PURPOSE: Record<OrderSnapWire["purpose"], string> = {
  ENTER: "Entry",
  EXIT: "Exit",
  ADJUST_EXIT: "Adjust exit",
  ADJUST_ENTER: "Adjust entry",
};

const STATUS: Record<OrderSnapWire["status"], string> = {
  TO_BE_PLACED: "To be placed",
  PENDING: "Pending",
  COMPLETE: "Filled",
  REJECTED: "Rejected",
  CANCELLED: "Cancelled",
};

/** A closed basket's legs with their realised P&L and every order sent for them. */
export function LegOrders({ basketId }: { basketId: string }) {
  const details = useBasketDetails(basketId);
  if (details.isError)
    return <QueryError error={details.error} onRetry={() => details.refetch()} />;
  if (!details.data) return <Skeleton h="32" rounded="lg" />;
  return (
    <Stack gap="3">
      {details.data.signals.map((signal) => {
        const orders = [...signal.order_snap_list].sort((a, b) =>
          a.order_timestamp.localeCompare(b.order_timestamp),
        );
        return (
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
            <Box overflowX="auto">
              <Table.Root size="sm" variant="line">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Time</Table.ColumnHeader>
                    <Table.ColumnHeader>Order</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Avg</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {orders.map((order) => (
                    <Table.Row key={order.id}>
                      <Table.Cell whiteSpace="nowrap">
                        {formatIndiaDateTime(order.order_timestamp)}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {order.transaction_type} · {PURPOSE[order.purpose]}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {order.filled_quantity}/{order.quantity}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {order.average_price === null
                          ? "—"
                          : formatRupees(parseRupees(order.average_price))}
                      </Table.Cell>
                      <Table.Cell color={order.status === "COMPLETE" ? "fg" : "red.300"}>
                        {STATUS[order.status]}
                        {order === latestOrder(orders) && order.status_message
                          ? `: ${order.status_message}`
                          : ""}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
