"use client";

import type { ComponentPropsWithRef } from "react";
import styles from "./avatar-button.module.css";

interface Props extends ComponentPropsWithRef<"button"> {
  name: string;
}

/**
 * The account menu's trigger, the same before and after the menu's code has loaded. Initials
 * only, so a plain circle rather than Chakra's Avatar (whose image-loading machine we'd ship).
 * Passes its props and ref on, with its class kept, so it can be a Chakra Menu.Trigger's child.
 */
export function AvatarButton({ name, className, ...props }: Props) {
  return (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      {...props}
    >
      {name.slice(0, 1).toUpperCase()}
    </button>
  );
}
