import type { BoxProps } from "@chakra-ui/react";

/** The profile's panels: a bordered card on the surface colour. */
export const SURFACE_CARD: BoxProps = {
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border",
  rounded: "xl",
  p: { base: "4", md: "6" },
};
