"use client";

import { useEffect, useState } from "react";

/** Seconds left of a countdown from `seconds`, restarted whenever `restartKey` changes. */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [state, setState] = useState({ key: restartKey, left: seconds });
  // A new key starts over at once, in the same render (no effect round-trip).
  if (state.key !== restartKey) setState({ key: restartKey, left: seconds });
  const left = state.key === restartKey ? state.left : seconds;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, left: s.left - 1 })), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
