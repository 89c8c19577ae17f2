"use client";

import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { SideBadge } from "@/components/positions/side-badge";
import { formatRupees } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import type { OrderLeg } from "@/lib/track/place-order";
import { lotsLabel } from "@/lib/track/format";
import { legLevelsText } from "@/lib/tradebox/leg-levels-text";
import { priceOf, type PriceMap } from "@/lib/track/prices";

/**
 * The legs the order will send, hedges first, with the analyst's price, the levels the services
 * exit a leg at, and the live price.
 */
export function OrderLegs({ legs, prices }: { legs: readonly OrderLeg[]; prices: PriceMap }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" rounded="xl" borderWidth="1px" divideY="1px">
      {legs.map((leg) => {
        const ltp = priceOf(prices, leg.token);
        const levels = legLevelsText(leg);
        return (
          <HStack as="li" key={leg.token} px="3" py="3" gap="3" data-testid="order-leg">
            <SideBadge side={leg.side} />
            <Box flex="1" minW="0">
              <Text fontWeight="medium" truncate>
                {leg.prettyName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {lotsLabel(leg.lots)} · {leg.units} qty · analyst{" "}
                {formatRupees(parseRupees(leg.price))}
              </Text>
              {levels ? (
                <Text fontSize="xs" color="fg.muted" data-testid="leg-levels">
                  {levels}
                </Text>
              ) : null}
            </Box>
            <Stack gap="0" align="end">
              <Text fontSize="xs" color="fg.muted">
                LTP
              </Text>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="leg-ltp">
                {ltp === null ? "—" : formatRupees(ltp)}
              </Text>
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
