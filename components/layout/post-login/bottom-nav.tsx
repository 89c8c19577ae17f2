"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useIdle } from "@/components/ui/use-idle";
import { BOTTOM_NAV, BOTTOM_NAV_HEIGHT, isActiveHref } from "../nav-items";
import styles from "./bottom-nav.module.css";

/**
 * Spec §2 mobile bottom navigation, fixed to the bottom below md (plain CSS: no Chakra). Its
 * links are in view from the first paint, so Next would prefetch their four pages as the page
 * hydrates (each answer decoded on the main thread); they prefetch once the browser is idle.
 */
export function BottomNav() {
  const pathname = usePathname();
  const idle = useIdle();
  return (
    <nav aria-label="Main" className={styles.nav} style={{ height: BOTTOM_NAV_HEIGHT }}>
      {BOTTOM_NAV.map(({ label, href, icon: Icon }) => {
        const active = isActiveHref(pathname, href);
        return (
          <NextLink
            key={href}
            href={href}
            prefetch={idle ? null : false}
            aria-current={active ? "page" : undefined}
            className={active ? `${styles.link} ${styles.active}` : styles.link}
          >
            <Icon size={20} strokeWidth={active ? 2.4 : 1.8} aria-hidden />
            <span className={styles.label}>{label}</span>
          </NextLink>
        );
      })}
    </nav>
  );
}
