import type { Frequency } from "@/lib/domain/enums";
import type { PerformanceSummary } from "@/lib/performance/portfolio-series";
import { performanceFigures } from "@/lib/performance/summary-figures";
import { FIGURE_GRIDS, FigureTiles } from "@/components/ui/figure-tile";

/** Every figure of one window's performance summary, labelled for a trader. */
export function PerformanceFigures({
  summary,
  frequency,
}: {
  summary: PerformanceSummary;
  frequency: Frequency;
}) {
  return (
    <FigureTiles
      className={FIGURE_GRIDS.performance}
      figures={performanceFigures(summary, frequency)}
    />
  );
}
