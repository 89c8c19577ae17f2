import { createToaster, type CreateToasterReturn } from "@chakra-ui/react";

/** The app's one toast store; `notify` is how code shows a toast. */
export const toaster = createToaster({ placement: "top-end", pauseOnPageIdle: true, max: 4 });

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

type ToastStore = Pick<CreateToasterReturn, "create" | "isVisible">;

// Toasts asked for before the outlet listens wait here: at page load, and on any page until its
// first toast, since the outlet's code (the toast machine, ~40 kB) loads only when one is wanted.
// The store's own hand-over of earlier toasts to a late subscriber does not reliably show them.
let outletReady = false;
const waiting: AppToast[] = [];
let onWaiting: (() => void) | undefined;

/** Show a toast unless one with the same id is already showing. */
export function notify(toast: AppToast, store: ToastStore = toaster): void {
  if (store === toaster && !outletReady) {
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

/** The outlet is listening: show what waited. */
export function outletOpened(): void {
  outletReady = true;
  for (const toast of waiting.splice(0)) notify(toast);
}

/** The outlet is gone: toasts wait again. */
export function outletClosed(): void {
  outletReady = false;
}
