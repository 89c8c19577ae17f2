/**
 * Spec §9 'New-deploy check: default 30000 ms, poll tick 3000 ms': the watcher's interval is
 * 30 s unless told otherwise; the app runs it on the 3 s tick (spec §7 'polled about every 3 s
 * while focused').
 */
export const NEW_DEPLOY_DEFAULT_INTERVAL_MS = 30_000;
export const NEW_DEPLOY_TICK_MS = 3_000;

export interface DeployWatch {
  /** The version the server runs now. */
  fetchVersion: () => Promise<string>;
  /** Called once, with the new version, when the server's differs from the first one seen. */
  onNewVersion: (version: string) => void;
  /** Checks only while this says yes (the window has focus). */
  isActive: () => boolean;
  intervalMs?: number;
}

/**
 * Spec §4 'The page reloads when a new deployment is detected': the first answer is the version
 * this page was loaded with; a later, different one is a new deployment. A failed check (offline,
 * a server restarting) is skipped, never a reason to reload. Returns the function that stops it.
 */
export function watchDeploys({
  fetchVersion,
  onNewVersion,
  isActive,
  intervalMs = NEW_DEPLOY_DEFAULT_INTERVAL_MS,
}: DeployWatch): () => void {
  let baseline: string | undefined;
  let checking = false;
  let stopped = false;

  const check = async () => {
    // The baseline is read at once, focused or not; later checks only while focused.
    if (stopped || checking || (baseline !== undefined && !isActive())) return;
    checking = true;
    try {
      const version = await fetchVersion();
      if (stopped) return;
      if (baseline === undefined) baseline = version;
      else if (version !== baseline) {
        stop();
        onNewVersion(version);
      }
    } catch {
      // Skipped: the next tick asks again.
    } finally {
      checking = false;
    }
  };

  const timer = setInterval(() => void check(), intervalMs);
  void check();
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}
