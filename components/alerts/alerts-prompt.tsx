"use client";

import Cookies from "js-cookie";
import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { readBrowserCookie } from "@/components/session/browser-cookies";
import { PlainButton } from "@/components/ui/plain-button";
import { useHydrated } from "@/components/ui/use-hydrated";
import {
  ALERTS_PROMPT_COOKIE,
  ALERTS_PROMPT_DISMISSED_KEY,
  PROMPT_HIDDEN,
} from "@/lib/alerts/alerts-prompt-hint";
import styles from "./alerts-prompt.module.css";
import { useAlerts } from "./use-alerts";

const wasDismissed = () =>
  typeof localStorage !== "undefined" &&
  localStorage.getItem(ALERTS_PROMPT_DISMISSED_KEY) === "dismissed";

/** Keeps whether the prompt shows on this browser for the server's next page (a year). */
function rememberShown(shown: boolean): void {
  const hidden = readBrowserCookie(ALERTS_PROMPT_COOKIE) === PROMPT_HIDDEN;
  if (shown && hidden) Cookies.remove(ALERTS_PROMPT_COOKIE, { path: "/" });
  if (!shown && !hidden) {
    Cookies.set(ALERTS_PROMPT_COOKIE, PROMPT_HIDDEN, { path: "/", expires: 365, sameSite: "lax" });
  }
}

/**
 * The moment alerts make sense: the trader follows a tradebox and should hear of its adjustments
 * while the app is closed. Asked once, never in a broker's webview, and not once the browser has
 * an answer (allowed or blocked) or the trader said 'Not now'. Plain elements and CSS, no Chakra:
 * it is /track's largest paint on a phone.
 */
export function AlertsPrompt({ shownByServer }: { shownByServer: boolean }) {
  const alerts = useAlerts();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(wasDismissed);
  // Until the browser is asked, this device holds no push subscription: its alerts are off. So
  // the prompt shows as the page starts, not once the service worker and the trader's settings
  // have answered (seconds later on a phone, moving the page's largest paint with it); its
  // button waits for the settings, which carry the key to subscribe with.
  const wanted = alerts.available && !dismissed && alerts.permission === "default";
  useEffect(() => {
    if (hydrated) rememberShown(wanted);
  }, [hydrated, wanted]);
  // The server's HTML draws it where it most likely shows (lib/alerts/alerts-prompt-hint.ts);
  // once hydrated, what this browser says decides. Last in Track's list, so hiding it moves
  // nothing above it.
  if (!(hydrated ? wanted && !alerts.loadFailed : shownByServer)) return null;
  const dismiss = () => {
    localStorage.setItem(ALERTS_PROMPT_DISMISSED_KEY, "dismissed");
    setDismissed(true);
  };
  return (
    <div className={styles.prompt} data-testid="alerts-prompt">
      <div className={styles.message}>
        <BellRing size={20} aria-hidden />
        <div className={styles.text}>
          <p className={styles.title}>Hear when your tradebox changes</p>
          <p className={styles.detail}>
            Get an alert when the analyst adjusts it, a leg is rejected or it is fully exited, even
            with Strikeline closed.
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <PlainButton size="sm" variant="ghost" disabled={!hydrated} onClick={dismiss}>
          Not now
        </PlainButton>
        <PlainButton size="sm" busy={alerts.busy} disabled={!alerts.state} onClick={alerts.turnOn}>
          Turn on alerts
        </PlainButton>
      </div>
    </div>
  );
}
