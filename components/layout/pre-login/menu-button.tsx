"use client";

import { Menu } from "lucide-react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import styles from "../shell.module.css";

/** The mobile menu's trigger, the same before and after the drawer's code has loaded. */
export const MenuButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button">>(
  function MenuButton(props, ref) {
    return (
      <button
        ref={ref}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        className={styles.iconButton}
        {...props}
      >
        <Menu aria-hidden />
      </button>
    );
  },
);
