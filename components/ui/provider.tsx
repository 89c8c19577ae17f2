"use client";

import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import "@/lib/validation/browser-zod";
import { EmotionRegistry } from "./emotion-registry";
import { system } from "./theme/system";

/** Chakra with the app's dark system; styles reach the HTML through the Emotion registry. */
export function Provider({ children }: { children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
