import type { ReactNode } from "react";
import styles from "./profile-section.module.css";

interface Props {
  /** Heading text, also the section's accessible name. */
  title: string;
  subtitle?: ReactNode;
  /** Beside the heading on wide screens, under it on phones. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the profile: a titled panel on the page's surface colour. */
export function ProfileSection({ title, subtitle, aside, children }: Props) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={styles.card}>
      <div className={styles.body}>
        <div className={styles.head}>
          <div className={styles.titles}>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}
