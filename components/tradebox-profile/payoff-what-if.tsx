"use client";

import { useCallback, useMemo, useState } from "react";
import { WhatIfPanel } from "@/components/risk/what-if-panel";
import type { PayoffChartPoint } from "@/lib/payoff/profile-payoff-chart";
import type { WhatIfModel, WhatIfView } from "@/lib/payoff/what-if-view";
import type { PayoffChartProps } from "./payoff-chart";
import { PayoffChartIsland } from "./payoff-chart-island";

/**
 * The payoff chart with its what-if: while open, the chart's T+0 curve and spot marker follow
 * the controls. Closed, the chart is the page's own.
 */
export function PayoffWhatIf({
  chart,
  model,
  underlying,
}: {
  chart: PayoffChartProps;
  model: WhatIfModel | null;
  underlying: string;
}) {
  const [view, setView] = useState<WhatIfView | null>(null);
  const onView = useCallback((next: WhatIfView | null) => setView(next), []);
  const prices = useMemo(() => chart.points.map((point) => point.price), [chart.points]);
  const points: PayoffChartPoint[] = view
    ? chart.points.map((point, i) => ({ ...point, today: view.today[i] ?? null }))
    : chart.points;
  return (
    <>
      <PayoffChartIsland
        {...chart}
        points={points}
        underlyingPrice={view?.underlyingPrice ?? chart.underlyingPrice}
      />
      {model && (
        <WhatIfPanel
          model={model}
          prices={prices}
          underlying={underlying}
          quantityNote="one lot"
          onView={onView}
        />
      )}
    </>
  );
}
