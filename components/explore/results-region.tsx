"use client";

import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useExploreNavigation } from "./explore-navigation";

/** The results, dimmed and marked busy while a new explore state loads. */
export function ResultsRegion({ children }: { children: ReactNode }) {
  const { pending } = useExploreNavigation();
  return (
    <Box
      id="explore-results"
      aria-busy={pending}
      opacity={pending ? 0.55 : 1}
      transition="opacity 0.15s"
      pointerEvents={pending ? "none" : undefined}
    >
      {children}
    </Box>
  );
}
