import type { AppToast } from "@/components/ui/toaster";

/** A toast that survives one page load (no action: functions do not survive a reload). */
export type DeferredToast = Omit<AppToast, "action">;

const KEY = "strikeline:deferred-toasts";

/** Keep a toast for the next page this tab loads (e.g. 'You have been logged out' on /login). */
export function deferToast(toast: DeferredToast, storage: Storage = sessionStorage): void {
  const pending = takeDeferredToasts(storage).filter((t) => t.id !== toast.id);
  storage.setItem(KEY, JSON.stringify([...pending, toast]));
}

/** The toasts kept for this page load, removed from storage. Unreadable storage → none. */
export function takeDeferredToasts(storage: Storage = sessionStorage): DeferredToast[] {
  try {
    const raw = storage.getItem(KEY);
    storage.removeItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as DeferredToast[]) : [];
  } catch {
    return [];
  }
}
