import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { BREAKPOINTS } from "@/lib/breakpoints";
import { darkOnly, type TokenTree } from "./dark-only";
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

// Chakra's own semantic tokens, at their dark values only: about half the work createSystem does
// when the page starts, and half the CSS variables it writes.
const darkDefaults = defineConfig({
  ...defaultConfig,
  theme: {
    ...defaultConfig.theme,
    semanticTokens: darkOnly((defaultConfig.theme?.semanticTokens ?? {}) as TokenTree),
  },
});

export const system = createSystem(darkDefaults, config);
