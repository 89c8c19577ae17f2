import { Box, Flex, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import type { PayoffBound } from "@/lib/payoff/bounds";
import type { PayoffChart } from "@/lib/payoff/profile-payoff-chart";
import { profitZones } from "@/lib/payoff/profit-zones";
import {
  formatIndexPoints,
  formatIsoDate,
  formatSignedRupeeAmount,
} from "@/lib/format/display-figures";
import type { FigureTone } from "@/lib/performance/summary-figures";
import { FigureTile } from "./figure-tile";
import { PayoffChartIsland } from "./payoff-chart-island";
import { ProfileSection } from "./profile-section";

/** Spec §9: a bound the sentinel marks unlimited reads 'Unlimited'. */
function boundText(bound: PayoffBound): string {
  return bound.type === "unlimited" ? "Unlimited" : formatSignedRupeeAmount(bound.value);
}

function boundTone(bound: PayoffBound, unlimitedTone: FigureTone): FigureTone {
  if (bound.type === "unlimited") return unlimitedTone;
  return bound.value > 0 ? "profit" : bound.value < 0 ? "loss" : "neutral";
}

function LegendItem({ swatch, label }: { swatch: React.ReactNode; label: string }) {
  return (
    <HStack gap="1.5" fontSize="xs" color="fg.muted">
      {swatch}
      <Text as="span">{label}</Text>
    </HStack>
  );
}

const line = (colour: string, style: "solid" | "dashed" | "dotted") => (
  <Box as="span" w="4" borderTopWidth="2px" borderTopStyle={style} borderColor={colour} />
);

function Legend({ hasToday, hasSpot }: { hasToday: boolean; hasSpot: boolean }) {
  return (
    <HStack gap="4" wrap="wrap" aria-hidden>
      <LegendItem swatch={line("profit", "solid")} label="At expiry" />
      {hasToday && <LegendItem swatch={line("brand.300", "dashed")} label="Today (T+0)" />}
      <LegendItem
        swatch={<Box as="span" boxSize="2.5" rounded="full" borderWidth="2px" borderColor="fg" />}
        label="Break-even"
      />
      {hasSpot && <LegendItem swatch={line("fg.muted", "dotted")} label="Spot" />}
    </HStack>
  );
}

/**
 * The basket's payoff: maximum profit and loss ('Unlimited' where the payoff data says so),
 * the break-evens and the spot as text (read by crawlers and screen readers), and the chart.
 */
export function PayoffSection({ chart, underlying }: { chart: PayoffChart; underlying: string }) {
  const breakEvens = chart.breakEvenPoints;
  const expiry = formatIsoDate(chart.expiryDate);
  return (
    <ProfileSection
      title="Payoff"
      subtitle={`Profit or loss of the whole basket across ${underlying} prices: at expiry (${expiry})${chart.hasToday ? " and today" : ""}.`}
      aside={<Legend hasToday={chart.hasToday} hasSpot={chart.underlyingPrice !== null} />}
    >
      <SimpleGrid
        columns={{ base: 2, md: 4 }}
        gap={{ base: "4", md: "6" }}
        data-testid="payoff-figures"
      >
        <FigureTile
          label="Max profit"
          value={boundText(chart.maximumProfit)}
          tone={boundTone(chart.maximumProfit, "profit")}
          size="lg"
        />
        <FigureTile
          label="Max loss"
          value={boundText(chart.maximumLoss)}
          tone={boundTone(chart.maximumLoss, "loss")}
          size="lg"
        />
        <FigureTile
          label={breakEvens.length === 1 ? "Break-even" : "Break-evens"}
          size="lg"
          value={
            breakEvens.length === 0 ? (
              "None"
            ) : (
              <Flex as="span" wrap="wrap" columnGap="3">
                {breakEvens.map((p) => (
                  <span key={p.strike}>{formatIndexPoints(p.strike)}</span>
                ))}
              </Flex>
            )
          }
          detail={profitZones(breakEvens, formatIndexPoints) ?? undefined}
        />
        {chart.underlyingPrice !== null && (
          <FigureTile
            label="Spot"
            size="lg"
            value={formatIndexPoints(chart.underlyingPrice)}
            detail={`${underlying} when the basket was built`}
          />
        )}
      </SimpleGrid>
      <PayoffChartIsland
        points={chart.points}
        from={chart.from}
        to={chart.to}
        breakEvens={breakEvens.map((p) => p.strike)}
        underlyingPrice={chart.underlyingPrice}
        hasToday={chart.hasToday}
      />
      <Text fontSize="xs" color="fg.subtle">
        Prices from {formatIndexPoints(chart.from)} to {formatIndexPoints(chart.to)} (97% of the
        lowest strike to 103% of the highest).
        {chart.hasToday &&
          " Today's curve prices each leg at the volatility its entry price implies; market prices will differ."}
      </Text>
    </ProfileSection>
  );
}
