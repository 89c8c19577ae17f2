import type { AppToast } from "@/components/ui/toaster";

/** Spec §9: the new-message toast auto-clicks after 100 ms. */
export const AUTO_OPEN_AFTER_MS = 100;

export const SUPPORT_MESSAGE_TOAST_ID = "support-message";

export interface AnnounceDeps {
  notify: (toast: AppToast) => void;
  dismiss: (id: string) => void;
  open: () => void;
}

/**
 * Spec §2 screen 11: a message arrived while the chat was closed → the toast 'New support
 * message, OPEN.', whose action opens the chat; it clicks itself after 100 ms. Returns the
 * function that cancels the auto-click (e.g. when the page goes away).
 */
export function announceSupportMessage({ notify, dismiss, open }: AnnounceDeps): () => void {
  let done = false;
  const click = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    dismiss(SUPPORT_MESSAGE_TOAST_ID);
    open();
  };
  notify({
    id: SUPPORT_MESSAGE_TOAST_ID,
    type: "info",
    title: "New support message, OPEN.",
    action: { label: "Open", onClick: click },
  });
  const timer = setTimeout(click, AUTO_OPEN_AFTER_MS);
  return () => {
    done = true;
    clearTimeout(timer);
  };
}
