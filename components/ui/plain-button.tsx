import type { ComponentProps } from "react";
import { buttonClass, type ButtonLook } from "./button-class";
import styles from "./button.module.css";

export interface PlainButtonProps extends Omit<ComponentProps<"button">, "className">, ButtonLook {
  /** Working: a spinner over the label (which keeps the button's width), and not clickable. */
  busy?: boolean;
}

/**
 * A <button> with the app's button look and no Chakra code: for public pages' islands, which
 * ship none. Chakra pages may use it too; it looks the same as Chakra's Button.
 */
export function PlainButton({
  variant,
  size,
  palette,
  fullWidth,
  className,
  busy = false,
  disabled,
  children,
  type = "button",
  ...props
}: PlainButtonProps) {
  const look = buttonClass({ variant, size, palette, fullWidth, className });
  return (
    <button
      type={type}
      className={busy ? `${look} ${styles.busy}` : look}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <span className={styles.spinner} aria-hidden />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
