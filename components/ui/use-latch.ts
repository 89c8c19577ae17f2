"use client";

import { useState } from "react";

/**
 * True from the first render in which `condition` held, for as long as the component lives: a
 * part mounted on first use stays mounted (a dialog then closes with its animation, a panel
 * keeps its state through a moment's narrowing of the window).
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
