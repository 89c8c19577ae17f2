/** A toast as the app describes it. The id de-duplicates: one toast per id at a time (spec §8). */
export interface AppToast {
  id: string;
  type: "success" | "info" | "warning" | "error";
  title: string;
  description?: string;
  /** How long it shows; "until-dismissed" keeps it until it is acted on. Default: the type's. */
  durationMs?: number | "until-dismissed";
  /** Whether it has a close button (default true). */
  closable?: boolean;
  action?: { label: string; onClick: () => void };
}

/** The part of the outlet's toast store (Chakra's createToaster) that showing a toast needs. */
export interface ToastStore {
  create(toast: Omit<AppToast, "durationMs"> & { duration?: number; closable: boolean }): unknown;
  isVisible(id: string): boolean;
  dismiss(id: string): void;
}

// The store lives with the outlet (toaster-outlet.tsx), which loads with the page's first toast:
// the toast machine is ~40 kB that most visits never need, and this module (which every page's
// background services import) stays free of Chakra. Toasts asked for before the outlet listens
// wait here; the store's own hand-over of earlier toasts to a late subscriber does not reliably
// show them.
let outletStore: ToastStore | undefined;
const waiting: AppToast[] = [];
let onWaiting: (() => void) | undefined;

/** Show a toast unless one with the same id is already showing (in `store`, else the outlet's). */
export function notify(toast: AppToast, store: ToastStore | undefined = outletStore): void {
  if (!store) {
    if (!waiting.some((t) => t.id === toast.id)) waiting.push(toast);
    onWaiting?.();
    return;
  }
  if (store.isVisible(toast.id)) return;
  const { durationMs, closable = true, ...rest } = toast;
  store.create({
    ...rest,
    closable,
    duration: durationMs === "until-dismissed" ? Infinity : durationMs,
  });
}

/** Takes a toast away, shown or still waiting for the outlet. */
export function dismissToast(id: string): void {
  const index = waiting.findIndex((toast) => toast.id === id);
  if (index >= 0) waiting.splice(index, 1);
  outletStore?.dismiss(id);
}

/**
 * Calls `listener` as soon as a toast waits for the outlet (at once if one already does): the
 * moment to load it. Returns the unsubscribe.
 */
export function whenToastWaits(listener: () => void): () => void {
  onWaiting = listener;
  if (waiting.length > 0) listener();
  return () => {
    if (onWaiting === listener) onWaiting = undefined;
  };
}

/** The outlet is listening on `store`: show what waited. */
export function outletOpened(store: ToastStore): void {
  outletStore = store;
  for (const toast of waiting.splice(0)) notify(toast);
}

/** The outlet is gone: toasts wait again. */
export function outletClosed(): void {
  outletStore = undefined;
}
