"use client";

import { lazy, Suspense, useId, useState } from "react";
import type { WhatIfPanelProps } from "./what-if-props";
import styles from "./what-if.module.css";

// The pricing code and the controls load when the trader opens the what-if, not with the page.
const loadControls = () => import("./what-if-controls");
const WhatIfControls = lazy(() => loadControls().then((m) => ({ default: m.WhatIfControls })));

/**
 * 'What if…': a toggle that opens controls moving the index, the date and implied volatility,
 * with the P&L, chance of profit and greeks they give. The chart beside it draws `onView`'s curve.
 */
export function WhatIfPanel(props: WhatIfPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void loadControls()}
        onFocus={() => void loadControls()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? "Close what-if" : "What if…"}
      </button>
      {open && (
        <div id={panelId}>
          <Suspense fallback={null}>
            <WhatIfControls {...props} />
          </Suspense>
        </div>
      )}
    </>
  );
}
