"use client";

import dynamic from "next/dynamic";
import { ChartFrame, ChartSkeleton } from "@/components/charts/chart-frame";
import type { PayoffChartProps } from "./payoff-chart";

// recharts loads with the chart, after the page's text: the frame holds the height meanwhile.
const PayoffChart = dynamic(() => import("./payoff-chart").then((m) => m.PayoffChart), {
  ssr: false,
  loading: ChartSkeleton,
});

/** The payoff chart as a client island in a fixed-height frame. */
export function PayoffChartIsland(props: PayoffChartProps) {
  return (
    <ChartFrame kind="payoff" testId="payoff-chart">
      <PayoffChart {...props} />
    </ChartFrame>
  );
}
