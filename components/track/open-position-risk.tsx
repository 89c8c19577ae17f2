"use client";

import { useCallback, useMemo, useState } from "react";
import { PayoffChartIsland } from "@/components/positions/payoff-chart-island";
import { BoundTiles } from "@/components/risk/bound-tiles";
import { RiskTiles } from "@/components/risk/risk-tiles";
import { WhatIfPanel } from "@/components/risk/what-if-panel";
import { FIGURE_GRIDS } from "@/components/ui/figure-tile";
import heading from "@/components/ui/heading.module.css";
import type { WhatIfView } from "@/lib/payoff/what-if-view";
import type { PositionPayoff } from "@/lib/track/position-payoff";
import styles from "./open-position-risk.module.css";

const TITLE_CLASS = `${heading.heading} ${heading.sm}`;

/**
 * The open legs' payoff at the live prices, the what-if over it, and their risk for the lots
 * held: bounds, chance of profit, reward to risk and greeks. Everything moves with the prices.
 * Plain CSS, no Chakra: a basket's first screen shows it (docs/web-performance.md, rule 2).
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
      <section className={styles.section} aria-label="Payoff">
        <h3 className={TITLE_CLASS}>Payoff of open positions</h3>
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
      </section>
      <section className={styles.section} aria-label="Risk">
        <h3 className={TITLE_CLASS}>Risk of open positions</h3>
        <div className={FIGURE_GRIDS.fluid} data-testid="track-risk-figures">
          <BoundTiles bounds={expiry} detail="at expiry" />
          {analytics ? <RiskTiles risk={analytics.risk} underlying={indexName} /> : null}
        </div>
        <p className={styles.note}>
          {analytics
            ? "For the lots you hold, each leg at the volatility its live price implies; the chance of profit assumes a lognormal index at expiry. A model: the market will differ."
            : "Greeks and the chance of profit show once the legs' live prices imply a volatility."}
        </p>
      </section>
    </>
  );
}
