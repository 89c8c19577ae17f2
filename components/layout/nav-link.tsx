"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { isActiveHref, type NavItem } from "./nav-items";
import styles from "./shell.module.css";

/** A text link of a top bar, marked `aria-current` on its own page; external ones open a tab. */
export function NavLink({ item }: { item: NavItem }) {
  const active = isActiveHref(usePathname(), item.href);
  const className = `${styles.navLink} ${active ? styles.navLinkActive : ""}`;
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
        {item.label}
      </a>
    );
  }
  return (
    <NextLink href={item.href} aria-current={active ? "page" : undefined} className={className}>
      {item.label}
    </NextLink>
  );
}
