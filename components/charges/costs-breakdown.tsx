"use client";

import { lazy, Suspense } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { CostsFigureButton, type CostsBreakdownProps } from "./costs-figure-button";

const load = () => import("./costs-breakdown-popover");
const CostsBreakdownPopover = lazy(() =>
  load().then((m) => ({ default: m.CostsBreakdownPopover })),
);

/**
 * A costs figure that opens its breakdown by charge. The popover's code (Chakra's popover
 * machinery, about 15 kB, and Chakra's runtime on a page drawn without it) loads when the figure
 * is first wanted, not with the page.
 */
export function CostsBreakdown(props: CostsBreakdownProps) {
  const { active, triggerProps } = useOnDemand(load);
  if (!active) return <CostsFigureButton {...props} {...triggerProps} />;
  return (
    <Suspense fallback={<CostsFigureButton {...props} />}>
      <CostsBreakdownPopover {...props} />
    </Suspense>
  );
}
