"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { LOGGED_OUT_TOAST } from "@/components/providers/api-error-outcome";
import { loginPathFor } from "@/lib/routing/redirect-path";
import { matchRoute } from "@/lib/routing/routes";
import { watchLoggedIn } from "./logged-in-watcher";
import { logOut } from "./logout";
import { hasSessionCookie } from "./session-cookie";

/**
 * Acts on the 1 s logged-in poll (spec §4): a session cookie that expires or is cleared in
 * another tab logs this tab out on a protected page; elsewhere the shell re-renders for the new
 * state. Login pages are left alone: their hand-off sets the cookie and moves on by itself.
 */
export function SessionWatcher() {
  const router = useRouter();
  useEffect(
    () =>
      watchLoggedIn({
        read: hasSessionCookie,
        // A protected page was served to a session (proxy.ts): a cookie gone before this
        // watcher started still counts as a change.
        initial: matchRoute(window.location.pathname)?.route.access === "protected" || undefined,
        onChange: (loggedIn) => {
          const { pathname, search } = window.location;
          const route = matchRoute(pathname)?.route;
          if (route?.layout === "login") return;
          if (!loggedIn && route?.access === "protected") {
            logOut({ to: loginPathFor(pathname + search), notice: LOGGED_OUT_TOAST });
          } else {
            router.refresh();
          }
        },
      }),
    [router],
  );
  return null;
}
