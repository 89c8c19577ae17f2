/** Spec §4/§9: the logged-in state (the session cookie exists) is polled every 1 s. */
export const LOGGED_IN_POLL_MS = 1_000;

export interface LoggedInWatch {
  /** Reads the current state, e.g. whether the session cookie exists. */
  read: () => boolean;
  /** Called with the new state each time it changes (not for the first reading). */
  onChange: (loggedIn: boolean) => void;
  /** The state the page was served in; a first reading that differs is a change. Default: read(). */
  initial?: boolean;
  intervalMs?: number;
}

/**
 * Polls the logged-in state and reports changes: a cookie that expires, or a logout or login in
 * another tab. Returns the function that stops it.
 */
export function watchLoggedIn({
  read,
  onChange,
  initial,
  intervalMs = LOGGED_IN_POLL_MS,
}: LoggedInWatch): () => void {
  let last = initial ?? read();
  const timer = setInterval(() => {
    const now = read();
    if (now === last) return;
    last = now;
    onChange(now);
  }, intervalMs);
  return () => clearInterval(timer);
}
