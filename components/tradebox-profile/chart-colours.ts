import { system } from "@/components/ui/theme/system";

/**
 * The charts' colours as raw values: SVG presentation attributes do not resolve CSS variables,
 * so the theme's tokens are read out once here.
 */
export const CHART_COLOURS = {
  profit: system.token("colors.green.400"),
  loss: system.token("colors.red.400"),
  today: system.token("colors.brand.300"),
  line: system.token("colors.brand.400"),
  grid: system.token("colors.gray.800"),
  axis: system.token("colors.gray.400"),
  zero: system.token("colors.gray.600"),
  spot: system.token("colors.gray.300"),
  panel: system.token("colors.gray.900"),
  text: system.token("colors.gray.50"),
} as const;
