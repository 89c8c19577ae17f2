"use client";

import { useMemo } from "react";
import { chartData, spotText, type PayoffWhatIf } from "@/lib/charts/payoff-chart-layout";
import type { PositionPayoff } from "@/lib/track/position-payoff";
import styles from "./payoff-chart.module.css";
import { PayoffPlot } from "./payoff-plot";
import { usePlotSize } from "./use-plot-size";

/**
 * The open position's payoff: at expiry (filled green above zero, red below) and today (dashed),
 * with the index's price now. Series are thinned losslessly (lib/payoff/chart-series).
 */
export interface PositionPayoffChartProps {
  payoff: PositionPayoff;
  indexName: string;
  /** A what-if's T+0 curve (at the expiry series' prices) and index, drawn instead of today's. */
  whatIf?: PayoffWhatIf | null;
}

/** The legend row, and the plot once its box has been measured. */
export function PayoffChart({ payoff, indexName, whatIf }: PositionPayoffChartProps) {
  const data = useMemo(() => chartData(payoff, whatIf), [payoff, whatIf]);
  const [plotRef, size] = usePlotSize();
  return (
    <div data-testid="payoff-chart">
      <div className={styles.legend}>
        <div className={styles.key}>
          <div className={styles.expirySwatch} aria-hidden />
          <p>At expiry</p>
        </div>
        {data.today ? (
          <div className={styles.key}>
            <div className={styles.todaySwatch} aria-hidden />
            <p>{data.todayName}</p>
          </div>
        ) : null}
        <p className={styles.spot}>
          {indexName} {spotText(data.spot)}
        </p>
      </div>
      <div ref={plotRef} className={styles.plot}>
        {size ? <PayoffPlot data={data} size={size} indexName={indexName} /> : null}
      </div>
    </div>
  );
}
