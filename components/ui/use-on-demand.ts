"use client";

import { useState } from "react";

/**
 * For overlays (drawers, menus) whose code loads only when wanted: keeps their ~50 kB of
 * overlay machinery out of every page's first load. The placeholder trigger starts the download
 * on hover or focus and swaps in the real component, mounted open, on click.
 */
export function useOnDemand(load: () => Promise<unknown>) {
  const [active, setActive] = useState(false);
  const preload = () => void load();
  return {
    active,
    triggerProps: {
      onPointerEnter: preload,
      onFocus: preload,
      onTouchStart: preload,
      onClick: () => setActive(true),
    },
  };
}
