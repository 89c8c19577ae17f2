import type { ReactNode } from "react";
import { PageWidth } from "@/components/layout/page-width";
import styles from "./landing.module.css";

interface Props {
  /** The section's id: its anchor, and its heading's id is derived from it. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** A tinted band, to tell neighbouring sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** One band of the landing page: a small label, an h2, a line of intro, then its content. */
export function LandingSection({ id, eyebrow, title, intro, tinted, children }: Props) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
    >
      <PageWidth>
        <div className={styles.sectionIntro}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.h2}>
            {title}
          </h2>
          {intro && <p className={styles.lead}>{intro}</p>}
        </div>
        {children}
      </PageWidth>
    </section>
  );
}
