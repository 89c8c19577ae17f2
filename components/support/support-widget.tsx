"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { dismissToast, notify } from "@/components/ui/toaster";
import { announceSupportMessage } from "./announce-message";
import { chatSupport } from "./chat-support-instance";
import { isSupportPage } from "./support-visibility";

/**
 * Spec §2 screen 11: the chat-support widget, on nav pages only, hidden until an action opens
 * it, and the new-message toast. What needs the trader's profile (the chat's identity, the
 * floating Contact Support) is SupportIdentity, loaded with a session.
 */
export function SupportWidget() {
  const onSupportPage = isSupportPage(usePathname());

  useEffect(() => {
    if (onSupportPage) chatSupport().allow();
    else chatSupport().hide();
  }, [onSupportPage]);

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const unsubscribe = chatSupport().onMessageWhileClosed(() => {
      cancel = announceSupportMessage({
        notify,
        dismiss: dismissToast,
        open: () => void chatSupport().open(),
      });
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, []);

  return null;
}
