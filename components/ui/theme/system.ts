import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  animationStyles,
  breakpoints as chakraBreakpoints,
  CSS_VARS,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens as chakraSemanticTokens,
  textStyles,
  tokens as chakraTokens,
} from "./chakra-theme";
import { BREAKPOINTS } from "@/lib/breakpoints";
import { darkOnly } from "./dark-only";
import { PALETTE } from "./palette";
import { recipes, slotRecipes } from "./recipes";
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
  },
});

/**
 * The palettes components take as `colorPalette` (besides our `brand`). Chakra's semantic tokens
 * for its other palettes (yellow, teal, cyan, pink) are left out: building them is about a third
 * of createSystem's work in the browser. Their raw shades (`teal.400`) stay. A component given a
 * palette missing here would lose its colours; components/ui/theme/palettes.test.ts checks.
 */
export const COLOR_PALETTES = ["gray", "red", "orange", "green", "blue", "purple"] as const;
const SEMANTIC_GROUPS: readonly string[] = ["bg", "fg", "border", ...COLOR_PALETTES];

// Chakra's theme (its default theme's parts, with only the recipes in use: chakra-theme.ts) with its semantic tokens at their dark values only, and only for the palettes in
// use: less than half the work createSystem does when a page starts, and fewer CSS variables.
const darkTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: CSS_VARS.prefix,
  cssVarsRoot: CSS_VARS.root,
  globalCss,
  theme: {
    breakpoints: chakraBreakpoints,
    keyframes,
    tokens: chakraTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
    semanticTokens: darkOnly({
      ...chakraSemanticTokens,
      colors: Object.fromEntries(
        Object.entries(chakraSemanticTokens.colors).filter(([group]) =>
          SEMANTIC_GROUPS.includes(group),
        ),
      ),
    }),
  },
});

// Chakra's base and theme passed as parts, not as `defaultConfig`: the module exporting that also
// builds a whole default system as it loads (preset.js), unused, and as costly as building ours.
export const system = createSystem(defaultBaseConfig, darkTheme, config);
