"use client";

import { Heading, Stack, Text } from "@chakra-ui/react";
import { useCallback, useMemo, useState } from "react";
import { PayoffChartIsland } from "@/components/positions/payoff-chart-island";
import { BoundTiles } from "@/components/risk/bound-tiles";
import { RiskTiles } from "@/components/risk/risk-tiles";
import { WhatIfPanel } from "@/components/risk/what-if-panel";
import { FIGURE_GRIDS } from "@/components/ui/figure-tile";
import type { WhatIfView } from "@/lib/payoff/what-if-view";
import type { PositionPayoff } from "@/lib/track/position-payoff";

/**
 * The open legs' payoff at the live prices, the what-if over it, and their risk for the lots
 * held: bounds, chance of profit, reward to risk and greeks. Everything moves with the prices.
 */
export function OpenPositionRisk({
  payoff,
  indexName,
}: {
  payoff: PositionPayoff;
  indexName: string;
}) {
  const [view, setView] = useState<WhatIfView | null>(null);
  const onView = useCallback((next: WhatIfView | null) => setView(next), []);
  const { expiry, analytics } = payoff;
  const prices = useMemo(() => expiry.series.map((point) => point.strike), [expiry.series]);
  return (
    <>
      <Stack gap="3" p="4" rounded="xl" borderWidth="1px" as="section" aria-label="Payoff">
        <Heading as="h3" size="sm">
          Payoff of open positions
        </Heading>
        <PayoffChartIsland payoff={payoff} indexName={indexName} whatIf={view} />
        {analytics ? (
          <WhatIfPanel
            model={analytics.whatIf}
            prices={prices}
            underlying={indexName}
            quantityNote="the lots you hold"
            onView={onView}
          />
        ) : null}
      </Stack>
      <Stack gap="3" p="4" rounded="xl" borderWidth="1px" as="section" aria-label="Risk">
        <Heading as="h3" size="sm">
          Risk of open positions
        </Heading>
        <div className={FIGURE_GRIDS.fluid} data-testid="track-risk-figures">
          <BoundTiles bounds={expiry} detail="at expiry" />
          {analytics ? <RiskTiles risk={analytics.risk} underlying={indexName} /> : null}
        </div>
        <Text fontSize="xs" color="fg.subtle">
          {analytics
            ? "For the lots you hold, each leg at the volatility its live price implies; the chance of profit assumes a lognormal index at expiry. A model: the market will differ."
            : "Greeks and the chance of profit show once the legs' live prices imply a volatility."}
        </Text>
      </Stack>
    </>
  );
}
