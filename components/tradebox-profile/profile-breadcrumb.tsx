import { ChevronRight } from "lucide-react";
import NextLink from "next/link";
import { routeById, routePath } from "@/lib/routing/routes";
import styles from "./profile-breadcrumb.module.css";

/** Explore Tradebox › this tradebox (the JSON-LD carries the same trail). */
export function ProfileBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="breadcrumb">
      <ol className={styles.list}>
        <li className={styles.item}>
          <NextLink href={routePath("explore")} className={styles.link}>
            {routeById("explore").title}
          </NextLink>
        </li>
        <li className={styles.separator} aria-hidden>
          <ChevronRight size="1em" />
        </li>
        <li className={styles.item}>
          <span className={styles.current} role="link" aria-current="page">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
