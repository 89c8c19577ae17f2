"use client";

import { BellRing } from "lucide-react";
import { useState } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import styles from "./alerts-prompt.module.css";
import { useAlerts } from "./use-alerts";

const DISMISSED_KEY = "strikeline.alertsPrompt";

const wasDismissed = () =>
  typeof localStorage !== "undefined" && localStorage.getItem(DISMISSED_KEY) === "dismissed";

/**
 * The moment alerts make sense: the trader follows a tradebox and should hear of its adjustments
 * while the app is closed. Asked once, never in a broker's webview, and not once the browser has
 * an answer (allowed or blocked) or the trader said 'Not now'. Plain elements and CSS, no Chakra:
 * it is /track's largest paint on a phone.
 */
export function AlertsPrompt() {
  const alerts = useAlerts();
  const [dismissed, setDismissed] = useState(wasDismissed);
  // Until the browser is asked, this device holds no push subscription: its alerts are off. So
  // the prompt shows as the page starts, not once the service worker and the trader's settings
  // have answered (seconds later on a phone, moving the page's largest paint with it); its
  // button waits for the settings, which carry the key to subscribe with.
  if (!alerts.available || dismissed || alerts.permission !== "default") return null;
  if (alerts.loadFailed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, "dismissed");
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
        <PlainButton size="sm" variant="ghost" onClick={dismiss}>
          Not now
        </PlainButton>
        <PlainButton size="sm" busy={alerts.busy} disabled={!alerts.state} onClick={alerts.turnOn}>
          Turn on alerts
        </PlainButton>
      </div>
    </div>
  );
}
