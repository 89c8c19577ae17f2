import type { Frequency } from "@/lib/domain/enums";
import type { PerformanceSummary } from "@/lib/performance/portfolio-series";
import { performanceFigures } from "@/lib/performance/summary-figures";
import { FIGURE_GRIDS, FigureTile } from "@/components/ui/figure-tile";

/** Every figure of one window's performance summary, labelled for a trader. */
export function PerformanceFigures({
  summary,
  frequency,
}: {
  summary: PerformanceSummary;
  frequency: Frequency;
}) {
  return (
    <div className={FIGURE_GRIDS.performance}>
      {performanceFigures(summary, frequency).map((figure) => (
        <FigureTile
          key={figure.key}
          label={figure.label}
          value={figure.value}
          tone={figure.tone}
          detail={figure.detail}
        />
      ))}
    </div>
  );
}
