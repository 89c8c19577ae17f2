import styles from "./button.module.css";

export type ButtonVariant = "solid" | "subtle" | "outline" | "ghost" | "plain";
export type ButtonSize = "xs" | "sm" | "md" | "lg";
/** Chakra's colorPalette for a button; the brand's (html's) when left out. */
export type ButtonPalette = "red" | "orange" | "green";

/** How a plain button or link looks: Chakra's button variants and sizes (button.module.css). */
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  palette?: ButtonPalette;
  /** As wide as its container. */
  fullWidth?: boolean;
  className?: string;
}

/** The class names that give a <button> or a link the app's button look. */
export function buttonClass({
  variant = "solid",
  size = "md",
  palette,
  fullWidth = false,
  className,
}: ButtonLook = {}): string {
  return [
    styles.button,
    styles[variant],
    styles[size],
    palette && styles[palette],
    fullWidth && styles.fullWidth,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}
