import type { Metadata } from "next";
import NextLink from "next/link";
import styles from "@/components/layout/not-found.module.css";
import { buttonClass } from "@/components/ui/button-class";
import { routePath } from "@/lib/routing/routes";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <div className={`${styles.page} ${styles.full}`}>
      <div className={styles.message}>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.text}>This page does not exist or has moved.</p>
        <NextLink href={routePath("home")} className={buttonClass()}>
          Go home
        </NextLink>
      </div>
    </div>
  );
}
