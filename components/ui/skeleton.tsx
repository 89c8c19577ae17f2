import styles from "./skeleton.module.css";

type Radius = "l2" | "md" | "lg" | "xl" | "2xl" | "full";

interface Props {
  /** A Chakra size token ("64" is 16rem), as Chakra's `h` took it. */
  height: string;
  /** A Chakra size token; the container's width when left out. */
  width?: string;
  rounded?: Radius;
}

/**
 * A pulsing placeholder of the size the content will take: Chakra's Skeleton without Chakra,
 * for the trader pages' first screens (docs/web-performance.md, rule 2).
 */
export function Skeleton({ height, width, rounded = "l2" }: Props) {
  return (
    <div
      aria-hidden
      className={styles.skeleton}
      style={{
        height: `var(--chakra-sizes-${height})`,
        width: width ? `var(--chakra-sizes-${width})` : undefined,
        borderRadius: `var(--chakra-radii-${rounded})`,
      }}
    />
  );
}
