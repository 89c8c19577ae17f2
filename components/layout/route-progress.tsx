"use client";

import { Box } from "@chakra-ui/react";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { isInternalNavigationClick } from "./navigation-click";

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
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      insetX="0"
      top="0"
      h="3px"
      zIndex="max"
      bgGradient="to-r"
      gradientFrom="brand.500"
      gradientTo="brand.300"
      opacity="0"
      // Fade in after a beat so instant (prefetched) navigations don't flash the bar.
      animation="routeFadeIn 150ms ease-out 120ms forwards, routePulse 1.2s ease-in-out 270ms infinite"
    />
  );
}
