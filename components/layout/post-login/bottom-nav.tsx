"use client";

import { Flex, Link, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { BOTTOM_NAV, BOTTOM_NAV_HEIGHT, isActiveHref } from "../nav-items";

/** Spec §2 mobile bottom navigation, fixed to the bottom below md. */
export function BottomNav() {
  const pathname = usePathname();
  return (
    <Flex
      as="nav"
      aria-label="Main"
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="0"
      h={BOTTOM_NAV_HEIGHT}
      zIndex="sticky"
      bg="bg.surface"
      borderTopWidth="1px"
      borderColor="border"
    >
      {BOTTOM_NAV.map(({ label, href, icon: Icon }) => {
        const active = isActiveHref(pathname, href);
        return (
          <Link
            key={href}
            asChild
            flex="1"
            flexDirection="column"
            justifyContent="center"
            gap="0.5"
            color={active ? "accent.fg" : "fg.muted"}
            _hover={{ textDecoration: "none", color: active ? "accent.fg" : "fg" }}
          >
            <NextLink href={href} aria-current={active ? "page" : undefined}>
              <Icon size={20} strokeWidth={active ? 2.4 : 1.8} aria-hidden />
              <Text as="span" fontSize="2xs" fontWeight={active ? "semibold" : "medium"}>
                {label}
              </Text>
            </NextLink>
          </Link>
        );
      })}
    </Flex>
  );
}
