"use client";

import type { ReactNode } from "react";
import styles from "./chart-frame.module.css";
import { useNearViewport } from "./use-near-viewport";

interface Props {
  /** Which chart's height the frame holds: the profile's payoff or equity, a position's payoff. */
  kind: "payoff" | "equity" | "position";
  testId: string;
  /** The chart; mounted (and its code fetched) only once the frame is near the viewport. */
  children: ReactNode;
}

/**
 * A chart's box at its final height, a skeleton in it until the chart draws. The chart mounts
 * only near the viewport: drawing a chart is main-thread work (recharts, which draws the
 * profile's charts, was most of a page's blocking time on a phone; a position's hand-drawn SVG
 * costs less but not nothing), and a chart below the fold need not be drawn before anyone
 * scrolls to it.
 */
export function ChartFrame({ kind, testId, children }: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={`${styles.frame} ${styles[kind]}`} data-testid={testId}>
      {near ? children : <ChartSkeleton />}
    </div>
  );
}

export function ChartSkeleton() {
  return <span className={styles.skeleton} aria-hidden />;
}
