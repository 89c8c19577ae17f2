"use client";

import { Box, Skeleton, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A chart's box at its final height before the chart's code arrives, so nothing below it moves
 * when it draws (no layout shift): the skeleton and the chart fill the same fixed box.
 */
export function ChartFrame({ h, children, ...rest }: BoxProps & { children: ReactNode }) {
  return (
    <Box position="relative" h={h} w="full" {...rest}>
      {children}
    </Box>
  );
}

export function ChartSkeleton() {
  return <Skeleton position="absolute" inset="0" rounded="lg" aria-hidden />;
}
