"use client";

import { chakra, type HTMLChakraProps } from "@chakra-ui/react";

interface Props extends HTMLChakraProps<"button"> {
  name: string;
}

/**
 * The account menu's trigger, the same before and after the menu's code has loaded. Initials
 * only, so a plain circle rather than Chakra's Avatar (whose image-loading machine we'd ship).
 */
export function AvatarButton({ name, ...props }: Props) {
  return (
    <chakra.button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      boxSize="9"
      rounded="full"
      display="grid"
      placeItems="center"
      bg="brand.muted"
      color="brand.fg"
      fontSize="sm"
      fontWeight="semibold"
      cursor="pointer"
      focusRing="outside"
      _hover={{ bg: "brand.emphasized" }}
      {...props}
    >
      {name.slice(0, 1).toUpperCase()}
    </chakra.button>
  );
}
