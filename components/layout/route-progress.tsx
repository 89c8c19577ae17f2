"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { isInternalNavigationClick } from "./navigation-click";
import styles from "./route-progress.module.css";

// A navigation that never lands (an error, a link to the same page) must not leave the bar on.
const GIVE_UP_AFTER_MS = 10_000;

/**
 * The thin pulsing bar at the top during route changes (spec §2). Starts on a click of a link to
 * another page of this app; ends when the URL the router shows changes. Needs a <Suspense> above
 * it (useSearchParams).
 */
export function RouteProgress() {
  const url = `${usePathname()}?${useSearchParams().toString()}`;
  const [pending, setPending] = useState(false);
  const [shownUrl, setShownUrl] = useState(url);
  // A new URL means the navigation finished; reset during render, not in an effect.
  if (url !== shownUrl) {
    setShownUrl(url);
    setPending(false);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigationClick(event)) setPending(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), GIVE_UP_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (!pending) return null;
  return <div role="progressbar" aria-label="Loading page" className={styles.bar} />;
}
