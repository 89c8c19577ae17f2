import { defineSemanticTokens } from "@chakra-ui/react";

const ref = (token: string) => ({ value: `{colors.${token}}` });

/**
 * Dark only: every semantic colour has one value, so nothing depends on a colour-mode hook
 * (which would mismatch on hydration). Names Chakra's own components read (bg.panel,
 * fg.muted, border…) are overridden so they match.
 */
export const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: ref("gray.950"),
    surface: ref("gray.900"),
    panel: ref("gray.900"),
    subtle: ref("gray.900"),
    muted: ref("gray.800"),
    emphasized: ref("gray.700"),
  },
  fg: {
    DEFAULT: ref("gray.50"),
    muted: ref("gray.300"),
    subtle: ref("gray.400"),
  },
  border: {
    DEFAULT: ref("gray.800"),
    muted: ref("gray.900"),
    emphasized: ref("gray.700"),
  },
  accent: {
    DEFAULT: ref("brand.400"),
    fg: ref("brand.300"),
    subtle: ref("brand.950"),
  },
  profit: { DEFAULT: ref("green.400"), subtle: ref("green.950") },
  loss: { DEFAULT: ref("red.400"), subtle: ref("red.950") },
  // The tokens a `colorPalette="brand"` component reads.
  brand: {
    solid: ref("brand.500"),
    contrast: { value: "white" },
    fg: ref("brand.300"),
    muted: ref("brand.900"),
    subtle: ref("brand.950"),
    emphasized: ref("brand.800"),
    focusRing: ref("brand.400"),
  },
});
