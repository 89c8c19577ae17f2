"use client";

import { useEffect, useState } from "react";
import { whenIdle } from "./idle-turns";

/**
 * False until the browser first has nothing else to do (or 1.5 s have passed), then true: for
 * work a page needs soon but not to show itself.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
