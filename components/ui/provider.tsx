"use client";

import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { createContext, useContext, type ReactNode } from "react";
import { EmotionRegistry } from "./emotion-registry";
import { system } from "./theme/system";

/**
 * The app's system without its global styles: the root layout already serves them as a
 * stylesheet (theme/global-css.ts). ChakraProvider injects `_global` (and the layer order unless
 * layers are off) and reads nothing else of the two; provider.test.tsx checks it
 * injects nothing.
 */
export const scopedSystem: SystemContext = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
};

const InsideChakra = createContext(false);

/**
 * Chakra (its context and the Emotion registry) for the part of the page that uses it: the
 * logged-in shell, login, and each overlay a public page loads on use. Public pages render in
 * CSS modules, so their first load carries no Chakra code. Nested scopes add nothing.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  if (useContext(InsideChakra)) return children;
  return (
    <InsideChakra.Provider value={true}>
      <EmotionRegistry>
        <ChakraProvider value={scopedSystem}>{children}</ChakraProvider>
      </EmotionRegistry>
    </InsideChakra.Provider>
  );
}
