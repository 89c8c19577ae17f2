"use client";

import { lazy, Suspense, useCallback, useId, useMemo, useState } from "react";
import type { PayoffChartPoint } from "@/lib/payoff/profile-payoff-chart";
import type { WhatIfModel, WhatIfView } from "@/lib/payoff/what-if-view";
import type { PayoffChartProps } from "./payoff-chart";
import { PayoffChartIsland } from "./payoff-chart-island";
import styles from "./what-if.module.css";

// The pricing code and the controls load when the trader opens the what-if, not with the page.
const loadControls = () => import("./what-if-controls");
const WhatIfControls = lazy(() => loadControls().then((m) => ({ default: m.WhatIfControls })));

/**
 * The payoff chart with its what-if: 'What if…' opens controls that move the index, the date
 * and implied volatility; the chart's T+0 curve and spot marker follow them. Closed, the chart
 * is the page's own.
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
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<WhatIfView | null>(null);
  const panelId = useId();
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
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onPointerEnter={() => void loadControls()}
          onFocus={() => void loadControls()}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {open ? "Close what-if" : "What if…"}
        </button>
      )}
      {model && open && (
        <div id={panelId}>
          <Suspense fallback={null}>
            <WhatIfControls model={model} prices={prices} underlying={underlying} onView={onView} />
          </Suspense>
        </div>
      )}
    </>
  );
}
