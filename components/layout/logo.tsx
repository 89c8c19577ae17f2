import NextLink from "next/link";
import { PRODUCT_NAME } from "@/lib/product";
import { AppMark } from "./app-mark";
import styles from "./shell.module.css";

export const APP_ICON = "/icons/strikeline.svg";

interface Props {
  href: string;
  /** A click on it (e.g. a drawer closing as it navigates). */
  onClick?: () => void;
}

/** The product mark and name, linking to the home of the current layout. */
export function Logo({ href, onClick }: Props) {
  return (
    <NextLink
      href={href}
      aria-label={`${PRODUCT_NAME} home`}
      onClick={onClick}
      className={styles.logo}
    >
      <AppMark className={styles.logoMark} />
      <span className={styles.logoName}>{PRODUCT_NAME}</span>
    </NextLink>
  );
}
