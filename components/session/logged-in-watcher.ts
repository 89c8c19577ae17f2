/** Spec §4/§9: the logged-in state (the session cookie exists) is polled every 1 s. */
export const LOGGED_IN_POLL_MS = 1_000;

export interface LoggedInWatch {
  /** Reads the current state, e.g. whether the session cookie exists. */
  read: () => boolean;
  /** Called with the new state each time it changes (not for the first reading). */
  onChange: (loggedIn: boolean) => void;
  intervalMs?: number;
}

/**
 * Polls the logged-in state and reports changes: a cookie that expires, or a logout or login in
 * another tab. Returns the function that stops it.
 */
export function watchLoggedIn({
  read,
  onChange,
  intervalMs = LOGGED_IN_POLL_MS,
}: LoggedInWatch): () => void {
  let last = read();
  const timer = setInterval(() => {
    const now = read();
    if (now === last) return;
    last = now;
    onChange(now);
  }, intervalMs);
  return () => clearInterval(timer);
}
