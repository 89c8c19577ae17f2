"use client";

import { chakra, type HTMLChakraProps } from "@chakra-ui/react";

/** Spec §9 'Avatar: 48 px (24 on medium screens and up)'. */
export const AVATAR_SIZE = { base: "48px", md: "24px" } as const;

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
      boxSize={AVATAR_SIZE}
      rounded="full"
      display="grid"
      placeItems="center"
      bg="brand.solid"
      color="brand.contrast"
      fontSize={{ base: "lg", md: "xs" }}
      fontWeight="semibold"
      cursor="pointer"
      focusRing="outside"
      // The 24 px circle keeps a 32 px hit area (WCAG 2.5.8 asks for 24).
      position="relative"
      _before={{ content: '""', position: "absolute", inset: { base: "0", md: "-4px" } }}
      _hover={{ bg: "brand.emphasized" }}
      {...props}
    >
      {name.slice(0, 1).toUpperCase()}
    </chakra.button>
  );
}
