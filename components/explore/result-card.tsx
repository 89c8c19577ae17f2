import { Badge, Box, Card, Flex, HStack, Image, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { Activity, ArrowDownRight, ArrowUpRight, Minus, MoveHorizontal } from "lucide-react";
import NextLink from "next/link";
import type { MarketTrend } from "@/lib/domain/enums";
import type { TradeboxCard } from "@/lib/explore/tradebox-card";
import { RiskBadge } from "@/components/tradebox/risk-badge";

const TREND_ICONS: Readonly<Record<MarketTrend, typeof Activity>> = {
  ALL: MoveHorizontal,
  UP: ArrowUpRight,
  DOWN: ArrowDownRight,
  NEUTRAL: Minus,
  UP_OR_DOWN: Activity,
};

function returnColour(value: number | null): string {
  if (value === null || value === 0) return "fg.muted";
  return value > 0 ? "profit" : "loss";
}

/**
 * One explore result (spec §2 screen 9): image, name, risk badge, market trend, margin required
 * and the last-3 compounded return; the whole card opens the profile. Phones get a compact row
 * (thumbnail beside the name) so a page of twelve stays scannable.
 */
export function ResultCard({ card }: { card: TradeboxCard }) {
  const TrendIcon = TREND_ICONS[card.trend];
  return (
    <Card.Root
      as="article"
      h="full"
      position="relative"
      overflow="hidden"
      bg="bg.surface"
      borderColor="border"
      rounded="xl"
      transition="border-color 0.15s, transform 0.15s"
      _hover={{ borderColor: "border.emphasized", transform: "translateY(-2px)" }}
      _focusWithin={{ outline: "2px solid", outlineColor: "accent", outlineOffset: "2px" }}
    >
      <Flex
        direction={{ base: "row", md: "column" }}
        gap={{ base: "3", md: "0" }}
        p={{ base: "3", md: "0" }}
      >
        <Box
          w={{ base: "7.5rem", md: "full" }}
          flexShrink={0}
          aspectRatio={16 / 9}
          rounded={{ base: "md", md: "none" }}
          overflow="hidden"
          bg="bg.muted"
        >
          <Image src={card.image} alt="" w="full" h="full" objectFit="cover" />
        </Box>
        <Stack gap="1" minW="0" px={{ md: "4" }} pt={{ md: "4" }}>
          <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
            <NextLink href={card.href}>
              <Text as="h3" fontWeight="semibold" lineHeight="short" lineClamp={2}>
                {card.name}
              </Text>
            </NextLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted" truncate>
            {card.underlying} · {card.frequency}
          </Text>
        </Stack>
      </Flex>
      <HStack
        gap="2"
        flexWrap="wrap"
        px={{ base: "3", md: "4" }}
        pt={{ base: "0", md: "3" }}
        pb="3"
      >
        <RiskBadge risk={card.risk} />
        <Badge variant="outline" colorPalette="gray" rounded="full" px="2" color="fg.muted">
          <TrendIcon size="12" aria-hidden />
          {card.trendLabel} market
        </Badge>
      </HStack>
      <Card.Footer
        mt="auto"
        px={{ base: "3", md: "4" }}
        py="3"
        borderTopWidth="1px"
        borderColor="border"
        justifyContent="space-between"
      >
        <CardFigure label="Margin required" value={card.marginRequired} />
        <CardFigure
          label={card.returnLabel}
          value={card.returnText}
          colour={returnColour(card.lastThreeReturn)}
          alignEnd
        />
      </Card.Footer>
    </Card.Root>
  );
}

interface FigureProps {
  label: string;
  value: string;
  colour?: string;
  alignEnd?: boolean;
}

function CardFigure({ label, value, colour = "fg", alignEnd = false }: FigureProps) {
  return (
    <Stack gap="0.5" textAlign={alignEnd ? "end" : "start"}>
      <Text fontSize="xs" color="fg.subtle">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" color={colour}>
        {value}
      </Text>
    </Stack>
  );
}
