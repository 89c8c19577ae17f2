"use client";

import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { Menu } from "lucide-react";

/** The mobile menu's trigger, the same before and after the drawer's code has loaded. */
export function MenuButton(props: IconButtonProps) {
  return (
    <IconButton aria-label="Open menu" aria-haspopup="dialog" variant="ghost" color="fg" {...props}>
      <Menu />
    </IconButton>
  );
}
