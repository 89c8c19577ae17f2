"use client";

import { useEffect, useId, useMemo, useState } from "react";
import {
  formatIndexPoints,
  formatPercent,
  formatSignedRupeeAmount,
} from "@/lib/format/display-figures";
import { NO_WHAT_IF, type WhatIf } from "@/lib/payoff/what-if";
import { daysToExpiry, whatIfView } from "@/lib/payoff/what-if-view";
import { FIGURE_GRIDS, FigureTile } from "@/components/ui/figure-tile";
import { chanceText, GreekTiles, rupeeTone } from "./greek-tiles";
import type { WhatIfPanelProps } from "./what-if-props";
import styles from "./what-if.module.css";

const MOVE_LIMIT_PERCENT = 10;
const VOLATILITY_LIMIT_POINTS = 10;

interface SliderProps {
  label: string;
  value: number;
  shown: string;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}

function Slider({ label, value, shown, min, max, step, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className={styles.control}>
      <div className={styles.controlHead}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className={styles.controlValue}>
          {shown}
        </output>
      </div>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

/**
 * The what-if's controls and figures: move the index, the date (up to the nearest expiry) and
 * implied volatility; the P&L, chance of profit and greeks follow, and each new T+0 curve goes
 * to the chart through `onView`. Loaded when the trader opens the what-if.
 */
export function WhatIfControls({
  model,
  prices,
  underlying,
  quantityNote,
  onView,
}: WhatIfPanelProps) {
  const [whatIf, setWhatIf] = useState<WhatIf>(NO_WHAT_IF);
  const view = useMemo(() => whatIfView(model, prices, whatIf), [model, prices, whatIf]);
  useEffect(() => onView(view), [onView, view]);
  // Closing the what-if gives the chart its own curve back.
  useEffect(() => () => onView(null), [onView]);
  const set = (change: Partial<WhatIf>) => setWhatIf((current) => ({ ...current, ...change }));
  const { greeks, probabilityOfProfit } = view.risk;
  const days = whatIf.daysForward;
  return (
    <div className={styles.panel} data-testid="what-if">
      <div className={styles.controls}>
        <Slider
          label={`${underlying} moves`}
          value={whatIf.underlyingMovePercent}
          shown={`${formatPercent(whatIf.underlyingMovePercent, { signed: true })} (${formatIndexPoints(view.underlyingPrice)})`}
          min={-MOVE_LIMIT_PERCENT}
          max={MOVE_LIMIT_PERCENT}
          step={0.5}
          onChange={(value) => set({ underlyingMovePercent: value })}
        />
        <Slider
          label="Days from now"
          value={days}
          shown={days === 0 ? "today" : `${days} day${days === 1 ? "" : "s"}`}
          min={0}
          max={daysToExpiry(model)}
          step={1}
          onChange={(value) => set({ daysForward: value })}
        />
        <Slider
          label="Implied volatility"
          value={whatIf.volatilityShiftPoints}
          shown={`${whatIf.volatilityShiftPoints > 0 ? "+" : ""}${whatIf.volatilityShiftPoints} points`}
          min={-VOLATILITY_LIMIT_POINTS}
          max={VOLATILITY_LIMIT_POINTS}
          step={1}
          onChange={(value) => set({ volatilityShiftPoints: value })}
        />
      </div>
      <div className={FIGURE_GRIDS.fluid} aria-live="polite" data-testid="what-if-figures">
        <FigureTile
          label="Profit or loss"
          value={formatSignedRupeeAmount(view.profit)}
          tone={rupeeTone(view.profit)}
          detail={`${quantityNote}, in this what-if`}
        />
        <FigureTile
          label="Chance of profit"
          value={chanceText(probabilityOfProfit)}
          detail="at expiry"
        />
        <GreekTiles greeks={greeks} />
      </div>
      <button type="button" className={styles.reset} onClick={() => setWhatIf(NO_WHAT_IF)}>
        Reset
      </button>
    </div>
  );
}
