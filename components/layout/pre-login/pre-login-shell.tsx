import type { ReactNode } from "react";
import { SiteFooter } from "../footer/site-footer";
import { FOOTER_LINKS } from "../nav-items";
import styles from "../shell.module.css";
import { PreLoginHeader } from "./pre-login-header";

/** The logged-out layout: header, the page, the disclaimer footer. */
export function PreLoginShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PreLoginHeader />
      <main className={styles.main}>{children}</main>
      <SiteFooter links={FOOTER_LINKS} />
    </div>
  );
}
