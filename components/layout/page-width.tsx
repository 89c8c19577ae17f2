import type { ReactNode } from "react";
import styles from "./shell.module.css";

/** PageContainer's width and gutter in plain CSS, for pages that ship no Chakra code. */
export function PageWidth({ children }: { children: ReactNode }) {
  return <div className={styles.pageWidth}>{children}</div>;
}
