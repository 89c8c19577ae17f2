import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { BREAKPOINTS } from "@/lib/breakpoints";
import { PALETTE } from "./palette";
import { semanticColors } from "./semantic-colors";

type Scale = Record<string, string>;

/** Wrap each value of a scale as a Chakra token (`{ value }`). */
function tokens(scale: Scale): Record<string, { value: string }> {
  return Object.fromEntries(Object.entries(scale).map(([key, value]) => [key, { value }]));
}

// The spec's breakpoints (lib/breakpoints.ts) replace Chakra's em-based defaults.
const breakpoints: Scale = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px}px`]),
);

const config = defineConfig({
  globalCss: {
    html: { bg: "bg", color: "fg", colorPalette: "brand" },
    body: { bg: "bg", color: "fg", minHeight: "100dvh" },
  },
  theme: {
    breakpoints,
    tokens: {
      colors: { gray: tokens(PALETTE.gray), brand: tokens(PALETTE.brand) },
    },
    semanticTokens: { colors: semanticColors },
    keyframes: {
      routePulse: {
        "0%, 100%": { opacity: "0.45" },
        "50%": { opacity: "1" },
      },
      routeFadeIn: { from: { opacity: "0" }, to: { opacity: "1" } },
    },
  },
});

export const system = createSystem(defaultConfig, config);
