import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./results.module.css";

interface Props {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The way out: buttons or links. */
  actions?: ReactNode;
  role?: "status" | "alert";
}

/** The frame of the results' empty and error states: an icon, what happened, what to do. */
export function ResultsMessage({ icon: Icon, title, children, actions, role = "status" }: Props) {
  return (
    <div role={role} className={styles.message}>
      <span className={styles.messageIcon}>
        <Icon size="24" aria-hidden />
      </span>
      <h2 className={styles.messageTitle}>{title}</h2>
      <p className={styles.messageText}>{children}</p>
      {actions ? <div className={styles.messageActions}>{actions}</div> : null}
    </div>
  );
}
