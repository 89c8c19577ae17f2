"use client";

import dynamic from "next/dynamic";
import type { EquityPoint } from "@/lib/performance/equity-curve";
import { ChartFrame, ChartSkeleton } from "@/components/charts/chart-frame";

const EquityCurve = dynamic(() => import("./equity-curve").then((m) => m.EquityCurve), {
  ssr: false,
  loading: ChartSkeleton,
});

/** The equity curve as a client island in a fixed-height frame. */
export function EquityCurveIsland({ points, id }: { points: EquityPoint[]; id: string }) {
  return (
    <ChartFrame kind="equity" testId="equity-curve">
      <EquityCurve points={points} id={id} />
    </ChartFrame>
  );
}
