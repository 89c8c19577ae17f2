import { Box, HStack, Image, Link, Text } from "@chakra-ui/react";
import { ChevronRight } from "lucide-react";
import NextLink from "next/link";
import { BasketStatusBadge } from "@/components/positions/status-badge";
import type { BasketInfoWire } from "@/lib/basket/user-basket-wire";
import { routePath } from "@/lib/routing/routes";
import { formatIndiaDateTime, lotsLabel } from "@/lib/track/format";

/**
 * The basket's name, lots, entry and status, with the tradebox's profile (spec §2: track detail
 * links to the strategy profile).
 */
export function BasketHeader({
  info,
  hasRejectedLegs,
}: {
  info: BasketInfoWire;
  hasRejectedLegs: boolean;
}) {
  return (
    <HStack gap="3" align="start">
      <Image
        src={info.strategy_display_image}
        alt=""
        boxSize="12"
        rounded="xl"
        objectFit="cover"
        bg="bg.muted"
        flexShrink="0"
      />
      <Box flex="1" minW="0">
        <Text as="h2" fontSize="lg" fontWeight="bold" lineClamp={2}>
          {info.strategy_name}
        </Text>
        <HStack gap="2" mt="1" flexWrap="wrap">
          <BasketStatusBadge
            status={info.status}
            analystStatus={info.analyst_basket_status}
            hasRejectedLegs={hasRejectedLegs}
          />
          <Text fontSize="xs" color="fg.muted">
            {lotsLabel(info.no_of_lot)}
            {info.entry_time ? ` · entered ${formatIndiaDateTime(info.entry_time)}` : ""}
          </Text>
        </HStack>
        <Link asChild fontSize="sm" color="accent.fg" mt="1">
          <NextLink href={routePath("tradeboxProfile", { sid: info.strategy_id })}>
            Tradebox profile <ChevronRight size={14} aria-hidden />
          </NextLink>
        </Link>
      </Box>
    </HStack>
  );
}
