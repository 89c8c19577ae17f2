import type { ReactNode } from "react";
import styles from "./profile-empty.module.css";

/** A profile card's empty state: an icon, what is missing and when it will appear. */
export function ProfileEmpty({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className={styles.empty}>
      <div className={styles.emptyIcon}>{icon}</div>
      <h3 className={styles.emptyTitle}>{title}</h3>
      <p className={styles.emptyText}>{text}</p>
    </div>
  );
}
