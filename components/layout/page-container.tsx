import type { ComponentProps, CSSProperties } from "react";
import styles from "./shell.module.css";

/** A spacing token (`--chakra-spacing-*`). */
type Space = "1" | "2" | "3" | "4" | "5" | "6" | "8" | "10" | "12" | "16";

interface Props extends ComponentProps<"div"> {
  /** Padding above and below: a spacing token, or one below md and one from md up. */
  py?: Space | { base?: Space; md?: Space };
  /** A narrower column than the default 6xl (a `--chakra-sizes-*` token). */
  maxW?: "sm" | "md" | "lg" | "xl" | "2xl" | "3xl" | "4xl" | "5xl" | "6xl";
}

const space = (token: Space | undefined) => token && `var(--chakra-spacing-${token})`;

/**
 * The one content width and gutter every page and bar lines up with: Chakra's Container as
 * PageContainer set it up, in plain CSS, so the trader pages' first load carries no Chakra.
 */
export function PageContainer({ py, maxW, className, style, ...props }: Props) {
  const { base, md } = typeof py === "object" ? py : { base: py, md: undefined };
  const vars = {
    "--page-py": space(base),
    "--page-py-md": space(md),
    "--page-max-w": maxW && `var(--chakra-sizes-${maxW})`,
  };
  return (
    <div
      className={[styles.pageWidth, styles.pageContainer, className].filter(Boolean).join(" ")}
      style={{ ...vars, ...style } as CSSProperties}
      {...props}
    />
  );
}
