"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { profileQuery } from "@/components/account/account-queries";
import { useWebview } from "@/components/session/use-webview";
import { chatSupport } from "./chat-support-instance";
import { FloatingSupportButton } from "./floating-support-button";
import { identifyChatUser } from "./identify-chat-user";
import { isSupportPage, showsFloatingSupport } from "./support-visibility";

/**
 * Spec §2 screen 11 for a logged-in trader: the chat's identity once the profile is known, and
 * the floating Contact Support button where the spec puts it. Mounted only with a session.
 */
export function SupportIdentity() {
  const pathname = usePathname();
  const webview = useWebview();
  const onSupportPage = isSupportPage(pathname);
  const profile = useQuery({ ...profileQuery, enabled: onSupportPage });
  const identified = useRef<string | null>(null);

  useEffect(() => {
    const support = chatSupport();
    const distinctId = profile.data?.distinctId;
    if (!support.available || !onSupportPage || !profile.data?.clientID) return;
    if (identified.current === distinctId) return;
    identified.current = distinctId ?? null;
    void identifyChatUser(support, profile.data);
  }, [onSupportPage, profile.data]);

  const clientId = profile.isSuccess ? profile.data.clientID : profile.isError ? "" : undefined;
  const floating = showsFloatingSupport({ pathname, loggedIn: true, webview, clientId });
  return floating ? <FloatingSupportButton /> : null;
}
