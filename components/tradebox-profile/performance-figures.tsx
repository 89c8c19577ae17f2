import { SimpleGrid } from "@chakra-ui/react";
import type { Frequency } from "@/lib/domain/enums";
import type { PerformanceSummary } from "@/lib/performance/portfolio-series";
import { performanceFigures } from "@/lib/performance/summary-figures";
import { FigureTile } from "./figure-tile";

/** Every figure of one window's performance summary, labelled for a trader. */
export function PerformanceFigures({
  summary,
  frequency,
}: {
  summary: PerformanceSummary;
  frequency: Frequency;
}) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} columnGap="6" rowGap="5">
      {performanceFigures(summary, frequency).map((figure) => (
        <FigureTile
          key={figure.key}
          label={figure.label}
          value={figure.value}
          tone={figure.tone}
          detail={figure.detail}
        />
      ))}
    </SimpleGrid>
  );
}
