import { ChartNoAxesCombined } from "lucide-react";
import { PERFORMANCE_CHARGES_NOTE } from "@/lib/charges/charge-labels";
import type { Frequency } from "@/lib/domain/enums";
import { equityCurve } from "@/lib/performance/equity-curve";
import { PERFORMANCE_WINDOWS, type PerformanceWindow } from "@/lib/performance/performance-windows";
import type { PerformanceSummary } from "@/lib/performance/portfolio-series";
import { performanceWindowLabel } from "@/lib/performance/summary-figures";
import { EquityCurveIsland } from "./equity-curve-island";
import { PerformanceFigures } from "./performance-figures";
import styles from "./performance-section.module.css";
import { PerformanceTabs } from "./performance-tabs";
import { ProfileEmpty } from "./profile-empty";
import { ProfileSection } from "./profile-section";

type Windows = Record<PerformanceWindow, PerformanceSummary | null>;

const WINDOWS = Object.keys(PERFORMANCE_WINDOWS) as PerformanceWindow[];

function NoPerformance() {
  return (
    <ProfileEmpty
      icon={<ChartNoAxesCombined aria-hidden />}
      title="No track record yet"
      text="Figures appear once the tradebox has completed a period."
    />
  );
}

function WindowPanel({
  window,
  summary,
  frequency,
}: {
  window: PerformanceWindow;
  summary: PerformanceSummary | null;
  frequency: Frequency;
}) {
  if (!summary || summary.portfolio_timeseries.length === 0) return <NoPerformance />;
  return (
    <div className={styles.window}>
      <EquityCurveIsland
        points={equityCurve(summary.portfolio_timeseries)}
        id={`equity-${window}`}
      />
      <PerformanceFigures summary={summary} frequency={frequency} />
    </div>
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
      <PerformanceTabs
        tabs={WINDOWS.map((window) => ({
          value: window,
          label: performanceWindowLabel(window, frequency),
          panel: <WindowPanel window={window} summary={windows[window]} frequency={frequency} />,
        }))}
      />
      <p className={styles.chargesNote} data-testid="performance-charges-note">
        {PERFORMANCE_CHARGES_NOTE}
      </p>
    </ProfileSection>
  );
}
