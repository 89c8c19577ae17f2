// Chakra's default theme, rebuilt from its parts: its package exports them only through the module
// that also builds `defaultThemeConfig` with every recipe, which a bundler keeps whole once
// anything is imported from it. `@chakra-theme/*` names a file of the theme's folder in the
// installed package (tsconfig.json's paths, for the build; vitest.config.ts's alias): a Chakra
// release that moves one fails the build and the typecheck, never silently.
import { breakpoints } from "@chakra-theme/breakpoints";
import { globalCss } from "@chakra-theme/global-css";
import { layerStyles } from "@chakra-theme/layer-styles";
import { animationStyles } from "@chakra-theme/motion-styles";
import { semanticColors } from "@chakra-theme/semantic-tokens/colors";
import { semanticRadii } from "@chakra-theme/semantic-tokens/radii";
import { semanticShadows } from "@chakra-theme/semantic-tokens/shadows";
import { textStyles } from "@chakra-theme/text-styles";
import { animations } from "@chakra-theme/tokens/animations";
import { aspectRatios } from "@chakra-theme/tokens/aspect-ratios";
import { blurs } from "@chakra-theme/tokens/blurs";
import { borders } from "@chakra-theme/tokens/borders";
import { colors } from "@chakra-theme/tokens/colors";
import { cursor } from "@chakra-theme/tokens/cursor";
import { durations } from "@chakra-theme/tokens/durations";
import { easings } from "@chakra-theme/tokens/easings";
import { fontSizes } from "@chakra-theme/tokens/font-sizes";
import { fontWeights } from "@chakra-theme/tokens/font-weights";
import { fonts } from "@chakra-theme/tokens/fonts";
import { keyframes } from "@chakra-theme/tokens/keyframes";
import { letterSpacings } from "@chakra-theme/tokens/letter-spacing";
import { lineHeights } from "@chakra-theme/tokens/line-heights";
import { radii } from "@chakra-theme/tokens/radius";
import { sizes } from "@chakra-theme/tokens/sizes";
import { spacing } from "@chakra-theme/tokens/spacing";
import { zIndices } from "@chakra-theme/tokens/z-indices";

/** As Chakra's theme names them (its `cssVarsPrefix` and `cssVarsRoot`). */
export const CSS_VARS = { prefix: "chakra", root: ":where(html, .chakra-theme)" } as const;

export { animationStyles, breakpoints, globalCss, keyframes, layerStyles, textStyles };

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};
