import type { ReactNode } from "react";
import styles from "./shell.module.css";

const SHOWN = { always: "", fromMd: styles.fromMd, belowMd: styles.phoneOnly } as const;

/** The sticky, translucent bar every header of the app sits in; some only at some widths. */
export function HeaderBar({
  children,
  shown = "always",
}: {
  children: ReactNode;
  shown?: keyof typeof SHOWN;
}) {
  return <header className={`${styles.headerBar} ${SHOWN[shown]}`}>{children}</header>;
}
