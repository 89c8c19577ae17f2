"use client";

import { Box, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The panel a chart's tooltip draws its lines in. */
export function ChartTooltipBox({ children }: { children: ReactNode }) {
  return (
    <Box
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="md"
      px="3"
      py="2"
      fontSize="xs"
      shadow="lg"
    >
      <Stack gap="1">{children}</Stack>
    </Box>
  );
}
