/** Resolves once `check` holds, polled every `everyMs`; fails naming `what` after `withinMs`. */
export type Eventually = (what: string, check: () => boolean) => Promise<void>;

/**
 * The stream tests' wait for something a socket does in its own time (a tick, a reconnect):
 * monotonic time, so a shifted system clock cannot cut it short.
 */
export function eventuallyWithin(withinMs: number, everyMs: number): Eventually {
  return async (what, check) => {
    const deadline = performance.now() + withinMs;
    while (!check()) {
      if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
}

/** Within 8 s, every 20 ms: the contract's wait. */
export const eventually: Eventually = eventuallyWithin(8_000, 20);
