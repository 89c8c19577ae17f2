"use client";

import type { ComponentProps } from "react";
import { ChakraScope } from "@/components/ui/provider";
import { BasketDetail } from "./basket-detail";

/**
 * Track's wide-screen panel: a basket's detail, still drawn with Chakra, in a Chakra scope of its
 * own. track-view.tsx loads this module with next/dynamic, so Chakra comes with the panel and
 * stays out of /track's first load (docs/web-performance.md, rule 2).
 */
export function BasketDetailPanel(props: ComponentProps<typeof BasketDetail>) {
  return (
    <ChakraScope>
      {/* Keyed by basket, so another basket starts afresh while the scope stays mounted. */}
      <BasketDetail key={props.basketId} {...props} />
    </ChakraScope>
  );
}
