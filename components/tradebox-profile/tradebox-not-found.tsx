import type { Metadata } from "next";
import NextLink from "next/link";
import styles from "@/components/layout/not-found.module.css";
import { buttonClass } from "@/components/ui/button-class";
import { routeById, routePath } from "@/lib/routing/routes";

export const metadata: Metadata = { title: "Tradebox not found" };

/** `/explore/{sid}` for a tradebox that does not exist, or that this viewer may not see. */
export default function TradeboxNotFound() {
  return (
    <div className={`${styles.page} ${styles.inPage}`}>
      <div className={styles.message}>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Tradebox not found</h1>
        <p className={styles.text}>
          This tradebox does not exist, has been withdrawn, or is not offered through your broker.
        </p>
        <div className={styles.actions}>
          <NextLink href={routePath("explore")} className={buttonClass()}>
            {routeById("explore").title}
          </NextLink>
          <NextLink href={routePath("home")} className={buttonClass({ variant: "outline" })}>
            Go home
          </NextLink>
        </div>
      </div>
    </div>
  );
}
