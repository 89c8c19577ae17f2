"use client";

import { Box, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import type { ActiveStrategyWire } from "@/lib/basket/user-basket-wire";
import { RISK_BADGE_LABELS } from "@/lib/domain/enums";
import { ratioPercent } from "@/lib/money/apply-rate";
import { formatRupees } from "@/lib/money/format-rupees";
import { parseRupees } from "@/lib/money/parse-rupees";
import { analystAwaitsAdjustment } from "@/lib/status/position-status";
import { formatPercent, lotsLabel } from "@/lib/track/format";
import { FREQUENCY_LABELS } from "@/lib/tradebox/display-labels";
import { intentPath, routePath } from "@/lib/routing/routes";
import { PnlText } from "./pnl-text";
import { StatTile } from "./stat-tile";
import { TradeboxThumb } from "./tradebox-thumb";
import { PracticeBadge } from "@/components/market/market-badges";
import { BasketStatusBadge } from "./status-badge";
import { useWideScreen } from "./use-wide-screen";

interface Props {
  basket: ActiveStrategyWire;
  /** Highlighted as the one shown in the side panel (desktop track). */
  selected?: boolean;
}

/** Track detail is a phone page; wider screens open the basket in the track list's panel. */
export function basketHref(basketId: string, wide: boolean): string {
  return wide
    ? intentPath("track", { basket: basketId })
    : routePath("trackBasket", { basket: basketId });
}

/** Why 'Adjustment Available' shows: the analyst adjusted the basket, or closed it. */
export function adjustmentNote(analystStatus: ActiveStrategyWire["analyst_basket_status"]): string {
  return analystStatus === "CLOSED"
    ? "The analyst has closed this tradebox: exit it to match."
    : "The analyst has adjusted this tradebox: review and apply the change.";
}

/** One followed tradebox in a list: status, live P&L and the margin it blocks. */
export function TradeboxCard({ basket, selected = false }: Props) {
  const wide = useWideScreen();
  const pnl = parseRupees(basket.pnl);
  const margin = parseRupees(basket.required_margin);
  return (
    <LinkBox
      as="article"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor={selected ? "accent" : "border"}
      bg={selected ? "bg.muted" : "bg.surface"}
      _hover={{ borderColor: "border.emphasized" }}
      data-testid="tradebox-card"
    >
      <Stack gap="3">
        <HStack gap="3" align="start">
          <TradeboxThumb src={basket.strategy_display_image} />
          <Box flex="1" minW="0">
            <LinkOverlay asChild>
              <NextLink href={basketHref(basket.id, wide)}>
                <Text fontWeight="semibold" lineClamp={2}>
                  {basket.strategy_name}
                </Text>
              </NextLink>
            </LinkOverlay>
            <Text fontSize="xs" color="fg.muted">
              {lotsLabel(basket.no_of_lot)} · {FREQUENCY_LABELS[basket.frequency]} ·{" "}
              {RISK_BADGE_LABELS[basket.risk_level]} risk
            </Text>
          </Box>
          <Stack gap="1" align="end">
            <BasketStatusBadge
              status={basket.status}
              analystStatus={basket.analyst_basket_status}
            />
            <PracticeBadge practice={basket.is_practice} />
          </Stack>
        </HStack>
        <SimpleGrid columns={2} gap="3">
          <StatTile label="P&L" hint={formatPercent(ratioPercent(pnl, margin))}>
            <PnlText amount={pnl} />
          </StatTile>
          <StatTile label="Margin used">{formatRupees(margin)}</StatTile>
        </SimpleGrid>
        {basket.status === "ERROR" && basket.error_msg ? (
          <Text fontSize="sm" color="red.300" lineClamp={2}>
            {basket.error_msg}
          </Text>
        ) : null}
        {basket.status !== "ERROR" && analystAwaitsAdjustment(basket.analyst_basket_status) ? (
          <Text fontSize="sm" color="orange.300">
            {adjustmentNote(basket.analyst_basket_status)}
          </Text>
        ) : null}
      </Stack>
    </LinkBox>
  );
}
