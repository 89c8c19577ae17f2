import { Compass } from "lucide-react";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { routePath } from "@/lib/routing/routes";
import styles from "./empty-state.module.css";
import heading from "@/components/ui/heading.module.css";

/**
 * A list with nothing in it yet: what will show here, and the way to explore tradeboxes. Plain
 * CSS, no Chakra: it can be a trader page's first screen (docs/web-performance.md, rule 2).
 */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.box}>
      <div className={styles.intro}>
        <h2 className={`${heading.heading} ${heading.md}`}>{title}</h2>
        <p className={styles.text}>{text}</p>
      </div>
      <NextLink href={routePath("explore")} className={buttonClass()}>
        <Compass aria-hidden /> Explore Tradebox
      </NextLink>
      {children}
    </div>
  );
}
