import type { AppToast } from "@/components/ui/toaster";

/** A toast that survives one page load (no action: functions do not survive a reload). */
export type DeferredToast = Omit<AppToast, "action">;

/** A kept toast and the path of the page it is for. */
interface Kept {
  toast: DeferredToast;
  path: string;
}

const KEY = "strikeline:deferred-toasts";

/** The path of a URL or path ('/login?redirectUrl=%2Ftrack' → '/login'). */
function pathOf(target: string): string {
  return new URL(target, "http://any.host").pathname;
}

function readKept(storage: Storage): Kept[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as Kept[]) : [];
  } catch {
    return [];
  }
}

function writeKept(kept: Kept[], storage: Storage): void {
  if (kept.length === 0) storage.removeItem(KEY);
  else storage.setItem(KEY, JSON.stringify(kept));
}

/**
 * Keep a toast for the page this tab loads next at `target` (e.g. 'You have been logged out' on
 * /login). Keyed to the page because the page being left still runs while the browser goes:
 * its background services may start then and must not take a toast meant for the next one.
 */
export function deferToast(
  toast: DeferredToast,
  target: string,
  storage: Storage = sessionStorage,
): void {
  const others = readKept(storage).filter((kept) => kept.toast.id !== toast.id);
  writeKept([...others, { toast, path: pathOf(target) }], storage);
}

/** The toasts kept for the page at `pathname`, removed from storage; others stay. */
export function takeDeferredToasts(
  pathname: string,
  storage: Storage = sessionStorage,
): DeferredToast[] {
  try {
    const kept = readKept(storage);
    writeKept(
      kept.filter((k) => k.path !== pathname),
      storage,
    );
    return kept.filter((k) => k.path === pathname).map((k) => k.toast);
  } catch {
    return [];
  }
}
