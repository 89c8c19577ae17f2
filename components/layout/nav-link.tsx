"use client";

import { Link } from "@chakra-ui/react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { isActiveHref, type NavItem } from "./nav-items";

/** A text link of a top bar, marked `aria-current` on its own page; external ones open a tab. */
export function NavLink({ item }: { item: NavItem }) {
  const pathname = usePathname();
  const active = isActiveHref(pathname, item.href);
  const style = {
    px: "3",
    py: "2",
    rounded: "md",
    fontSize: "sm",
    fontWeight: "medium",
    color: active ? "fg" : "fg.muted",
    bg: active ? "bg.muted" : undefined,
    _hover: { color: "fg", textDecoration: "none" },
  } as const;
  if (item.external) {
    return (
      <Link href={item.href} target="_blank" rel="noopener noreferrer" {...style}>
        {item.label}
      </Link>
    );
  }
  return (
    <Link asChild {...style}>
      <NextLink href={item.href} aria-current={active ? "page" : undefined}>
        {item.label}
      </NextLink>
    </Link>
  );
}
