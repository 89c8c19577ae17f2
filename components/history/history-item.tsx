"use client";

import { PracticeBadge } from "@/components/market/market-badges";
import { Accordion, Box, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PnlText } from "@/components/positions/pnl-text";
import { StatTile } from "@/components/positions/stat-tile";
import { TradeboxThumb } from "@/components/positions/tradebox-thumb";
import { ChargesAndNet } from "@/components/charges/charges-and-net";
import { formatDuration, formatIndiaDateTime, lotsLabel } from "@/lib/track/format";
import type { HistoryEntry } from "@/lib/track/history-entry";
import { LegOrders } from "./leg-orders";

/** One closed tradebox: the result up front; times, charges, net, legs and orders when opened. */
export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <Accordion.Item
      value={entry.id}
      borderWidth="1px"
      rounded="xl"
      bg="bg.surface"
      data-testid="history-item"
    >
      <Accordion.ItemTrigger px="4" py="3" cursor="pointer">
        <HStack gap="3" flex="1" minW="0" textAlign="start">
          <TradeboxThumb src={entry.image} />
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" lineClamp={2}>
              {entry.name}
            </Text>
            <PracticeBadge practice={entry.practice} />
            <Text fontSize="xs" color="fg.muted">
              {lotsLabel(entry.lots)}
              {entry.exitTime ? ` · exited ${formatIndiaDateTime(entry.exitTime)}` : ""}
            </Text>
          </Box>
          <Stack gap="0" align="end" flexShrink="0">
            <PnlText amount={entry.realisedPL} fontWeight="bold" data-testid="history-pnl" />
            <Text fontSize="xs" color="fg.muted">
              realised
            </Text>
          </Stack>
        </HStack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody px="4" pb="4">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
              <StatTile label="Entered">
                {entry.entryTime ? formatIndiaDateTime(entry.entryTime) : "—"}
              </StatTile>
              <StatTile label="Exited">
                {entry.exitTime ? formatIndiaDateTime(entry.exitTime) : "—"}
              </StatTile>
              <StatTile label="Held for">
                {entry.heldForMs === null ? "—" : formatDuration(entry.heldForMs)}
              </StatTile>
              <StatTile label="Realised P&L">
                <PnlText amount={entry.realisedPL} />
              </StatTile>
              <ChargesAndNet
                costs={entry.costs}
                net={entry.netPL}
                chargesLabel="Charges"
                testIds={{ charges: "history-charges", net: "history-net-pnl" }}
              />
            </SimpleGrid>
            <LegOrders basketId={entry.id} />
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
