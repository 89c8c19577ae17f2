"use client";

import { useEffect } from "react";
import {
  Toaster as ChakraToaster,
  Portal,
  Stack,
  Toast,
  createToaster,
  type CreateToasterReturn,
} from "@chakra-ui/react";

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

// Toasts asked for before the outlet listens (e.g. at page load) wait here: the store's own
// hand-over of earlier toasts to a late subscriber does not reliably show them.
let outletReady = false;
const waiting: AppToast[] = [];

/** Show a toast unless one with the same id is already showing. */
export function notify(toast: AppToast, store: ToastStore = toaster): void {
  if (store === toaster && !outletReady) {
    if (!waiting.some((t) => t.id === toast.id)) waiting.push(toast);
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

/** The toasts' outlet, mounted once (components/providers/background-services.tsx). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
      <OutletReady />
    </Portal>
  );
}

/**
 * Marks the outlet as listening once the toaster's machine has started (it starts in a
 * microtask after mounting, so a task later), then shows what waited.
 */
function OutletReady() {
  useEffect(() => {
    const timer = setTimeout(() => {
      outletReady = true;
      for (const toast of waiting.splice(0)) notify(toast);
    }, 0);
    return () => {
      clearTimeout(timer);
      outletReady = false;
    };
  }, []);
  return null;
}
