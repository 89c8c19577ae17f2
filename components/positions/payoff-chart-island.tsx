"use client";

import dynamic from "next/dynamic";
import { ChartFrame, ChartSkeleton } from "@/components/charts/chart-frame";
import type { PositionPayoffChartProps } from "./payoff-chart";

// Our own small SVG chart (~6 kB gzipped), but drawing it is still main-thread work: it loads
// and draws once it nears the viewport (issue #32).
const PayoffChart = dynamic(() => import("./payoff-chart").then((m) => m.PayoffChart), {
  ssr: false,
  loading: ChartSkeleton,
});

/** The open positions' payoff chart, drawn once it nears the viewport; its frame holds the space. */
export function PayoffChartIsland(props: PositionPayoffChartProps) {
  return (
    <ChartFrame kind="position" testId="payoff-chart-frame">
      <PayoffChart {...props} />
    </ChartFrame>
  );
}
