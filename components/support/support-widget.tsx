"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { profileQuery } from "@/components/account/account-queries";
import { useLoggedIn } from "@/components/session/use-logged-in";
import { useWebview } from "@/components/session/use-webview";
import { notify, toaster } from "@/components/ui/toaster";
import { announceSupportMessage } from "./announce-message";
import { chatSupport } from "./chat-support-instance";
import { FloatingSupportButton } from "./floating-support-button";
import { identifyChatUser } from "./identify-chat-user";
import { isSupportPage, showsFloatingSupport } from "./support-visibility";

/**
 * Spec §2 screen 11: the chat-support widget, on nav pages only, hidden until an action opens
 * it; the trader's identity once the profile is known; the new-message toast; and the floating
 * Contact Support button where the spec puts it.
 */
export function SupportWidget() {
  const pathname = usePathname();
  const loggedIn = useLoggedIn();
  const webview = useWebview();
  const onSupportPage = isSupportPage(pathname);
  const profile = useQuery({ ...profileQuery, enabled: loggedIn && onSupportPage });
  const identified = useRef<string | null>(null);

  useEffect(() => {
    if (onSupportPage) chatSupport().allow();
    else chatSupport().hide();
  }, [onSupportPage]);

  useEffect(() => {
    const support = chatSupport();
    const distinctId = profile.data?.distinctId;
    if (!support.available || !loggedIn || !onSupportPage || !profile.data?.clientID) return;
    if (identified.current === distinctId) return;
    identified.current = distinctId ?? null;
    void identifyChatUser(support, profile.data);
  }, [loggedIn, onSupportPage, profile.data]);

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const unsubscribe = chatSupport().onMessageWhileClosed(() => {
      cancel = announceSupportMessage({
        notify,
        dismiss: (id) => toaster.dismiss(id),
        open: () => void chatSupport().open(),
      });
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, []);

  const clientId = profile.isSuccess ? profile.data.clientID : profile.isError ? "" : undefined;
  const floating = showsFloatingSupport({ pathname, loggedIn, webview, clientId });
  return floating ? <FloatingSupportButton /> : null;
}
