import { EmptyState, Stack, Tabs } from "@chakra-ui/react";
import { ChartNoAxesCombined } from "lucide-react";
import type { Frequency } from "@/lib/domain/enums";
import { equityCurve } from "@/lib/performance/equity-curve";
import { PERFORMANCE_WINDOWS, type PerformanceWindow } from "@/lib/performance/performance-windows";
import type { PerformanceSummary } from "@/lib/performance/portfolio-series";
import { performanceWindowLabel } from "@/lib/performance/summary-figures";
import { EquityCurveIsland } from "./equity-curve-island";
import { PerformanceFigures } from "./performance-figures";
import { ProfileSection } from "./profile-section";

type Windows = Record<PerformanceWindow, PerformanceSummary | null>;

const WINDOWS = Object.keys(PERFORMANCE_WINDOWS) as PerformanceWindow[];

function NoPerformance() {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ChartNoAxesCombined />
        </EmptyState.Indicator>
        <EmptyState.Title>No track record yet</EmptyState.Title>
        <EmptyState.Description>
          Figures appear once the tradebox has completed a period.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * Spec §9 performance windows (the last three, six and nine periods) as tabs, each with its
 * equity curve and every summary figure. All three are in the page's HTML; the tabs only show
 * one.
 */
export function PerformanceSection({
  windows,
  frequency,
}: {
  windows: Windows;
  frequency: Frequency;
}) {
  return (
    <ProfileSection title="Performance" subtitle="Past returns do not guarantee future returns.">
      <Tabs.Root defaultValue={WINDOWS[0]} variant="enclosed" fitted>
        <Tabs.List w={{ base: "full", md: "auto" }} alignSelf="start">
          {WINDOWS.map((window) => (
            <Tabs.Trigger key={window} value={window} px={{ base: "2", md: "4" }}>
              {performanceWindowLabel(window, frequency)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {WINDOWS.map((window) => {
          const summary = windows[window];
          return (
            <Tabs.Content key={window} value={window} pt="5">
              {summary && summary.portfolio_timeseries.length > 0 ? (
                <Stack gap="6">
                  <EquityCurveIsland
                    points={equityCurve(summary.portfolio_timeseries)}
                    id={`equity-${window}`}
                  />
                  <PerformanceFigures summary={summary} frequency={frequency} />
                </Stack>
              ) : (
                <NoPerformance />
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </ProfileSection>
  );
}
