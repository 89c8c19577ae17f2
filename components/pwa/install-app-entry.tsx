"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { APP_ICON } from "@/components/layout/logo";
import { useWebview } from "@/components/session/use-webview";
import { PRODUCT_NAME } from "@/lib/product";
import { promptInstall, useInstallWay } from "./install-prompt";
import styles from "./install-app.module.css";

// Safari's steps, in a dialog loaded on the tap that asks for it.
const IosInstallSteps = dynamic(
  () => import("./ios-install-steps").then((module) => module.IosInstallSteps),
  { ssr: false },
);

/**
 * 'Install app' on phones (the account page, the landing): the browser's install prompt where
 * it has one, Safari's Add to Home Screen steps on iPhones. Hidden in the broker's webview
 * (spec §6), once installed, and where the browser offers no way.
 */
export function InstallAppEntry() {
  const way = useInstallWay();
  const webview = useWebview();
  const [showSteps, setShowSteps] = useState(false);
  if (webview || way === "installed" || way === "none") return null;
  const install = () => (way === "prompt" ? void promptInstall() : setShowSteps(true));
  return (
    <>
      <button type="button" className={styles.entry} onClick={install} data-testid="install-app">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 1 kB SVG needs no optimiser */}
        <img src={APP_ICON} alt="" width="40" height="40" className={styles.icon} />
        <span className={styles.text}>
          <span className={styles.title}>Install app</span>
          <span className={styles.hint}>
            {PRODUCT_NAME} on your home screen, full screen, one tap away.
          </span>
        </span>
      </button>
      {showSteps ? <IosInstallSteps onClose={() => setShowSteps(false)} /> : null}
    </>
  );
}
