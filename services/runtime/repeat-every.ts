// A periodic job of the services: the paper broker's matcher, its expiry settlement, the bridge's.

/**
 * Runs `work` every `intervalMs` (never two at once: a slow run skips ticks), reporting its
 * failures to `failed`; returns the stop, which waits for a run in progress.
 */
export function repeatEvery(
  work: () => Promise<unknown>,
  intervalMs: number,
  failed: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .then(() => undefined)
      .catch(failed)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
