"use client";

import type { ConnectionState } from "./realtime-connection";
import styles from "./live-indicator.module.css";
import { useRealtimeState, useRealtimeUpdates } from "./use-realtime";

const LOOK: Record<ConnectionState, { label: string; dot: string | undefined }> = {
  idle: { label: "Connecting", dot: styles.waiting },
  connecting: { label: "Connecting", dot: styles.waiting },
  open: { label: "Live", dot: styles.live },
  reconnecting: { label: "Reconnecting", dot: styles.behind },
  stopped: { label: "Offline", dot: styles.offline },
};

/**
 * Keeps live updates on for the screen it sits on and shows whether they are arriving: a trader
 * should know when the figures may be behind. Plain CSS, no Chakra (the dashboard's and Track's
 * first screens show it).
 */
export function LiveIndicator() {
  useRealtimeUpdates();
  const { label, dot } = LOOK[useRealtimeState()];
  return (
    <div className={styles.indicator} aria-live="polite" data-testid="live-indicator">
      <div aria-hidden className={`${styles.dot} ${dot}`} />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
