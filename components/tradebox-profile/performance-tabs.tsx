"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./performance-tabs.module.css";

export interface PerformanceTab {
  value: string;
  label: string;
  /** Server-rendered; every panel is in the page's HTML, the tabs only show one. */
  panel: ReactNode;
}

// Arrow keys move between tabs (wrapping), Home and End jump to the ends (WAI-ARIA tabs).
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The performance windows as tabs: the one interactive part of the performance card, kept a
 * small island of plain elements rather than Chakra's Tabs (whose state machine and run-time
 * styles cost the phone more than this needs).
 */
export function PerformanceTabs({ tabs }: { tabs: readonly PerformanceTab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, tabs.length);
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.value}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.trigger}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
