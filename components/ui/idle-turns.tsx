"use client";

import { Children, useEffect, useState, type ReactNode } from "react";

/** Longest wait for an idle moment before a turn's work starts anyway. */
const TURN_TIMEOUT_MS = 1_500;

/** Runs `task` once the browser is idle (or TURN_TIMEOUT_MS have passed); returns a cancel. */
export function whenIdle(task: () => void, timeout = TURN_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/**
 * Runs each task in an idle moment of its own, in order: start-up work that would be one long
 * task on a phone (each service's first render, its first fetch and timers) becomes several
 * short ones, so a tap between them is answered at once (Total Blocking Time counts only what a
 * task holds the main thread beyond 50 ms). Returns a cancel for the turns not yet run.
 */
export function inIdleTurns(tasks: readonly (() => void)[]): () => void {
  let cancel = () => {};
  const next = (index: number) => {
    const task = tasks[index];
    if (!task) return;
    cancel = whenIdle(() => {
      task();
      next(index + 1);
    });
  };
  next(0);
  return () => cancel();
}

/**
 * Mounts its children one at a time, each in an idle moment after the one before it (see
 * inIdleTurns): the page's background services, none of which the first screen shows.
 */
export function OneByOneWhenIdle({ children }: { children: ReactNode }) {
  const all = Children.toArray(children);
  const [shown, setShown] = useState(0);
  const more = shown < all.length;
  useEffect(
    () => (more ? whenIdle(() => setShown((count) => count + 1)) : undefined),
    [more, shown],
  );
  return all.slice(0, shown);
}
