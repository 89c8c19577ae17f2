"use client";

import { CloseButton, Drawer, Link, Portal, Stack } from "@chakra-ui/react";
import { ChevronRight, ExternalLink } from "lucide-react";
import NextLink from "next/link";
import { useState } from "react";
import { routePath } from "@/lib/routing/routes";
import { LoginControl } from "../login-control";
import { Logo } from "../logo";
import { PRE_LOGIN_MENU } from "../nav-items";
import { MenuButton } from "./menu-button";
import { ChakraScope } from "@/components/ui/provider";

const itemStyle = {
  justifyContent: "space-between",
  minH: "12",
  px: "3",
  rounded: "lg",
  fontSize: "md",
  fontWeight: "medium",
  color: "fg",
  _hover: { bg: "bg.muted", textDecoration: "none" },
} as const;

/** Spec §2 mobile pre-login menu: Explore Tradebox, Compliance, For Enterprises, the login control. */
export function PreLoginMenuDrawer() {
  // Mounted on the click that asked for it, so it starts open.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <ChakraScope>
      <Drawer.Root placement="end" open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Drawer.Trigger asChild>
          <MenuButton aria-expanded={open} />
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="xs">
              <Drawer.Header
                minH="14"
                py="0"
                px="4"
                flexDirection="row"
                alignItems="center"
                borderBottomWidth="1px"
              >
                <Drawer.Title srOnly>Menu</Drawer.Title>
                <Logo href={routePath("home")} onClick={close} />
              </Drawer.Header>
              <Drawer.Body py="4" px="3">
                <Stack as="nav" aria-label="Main" gap="1">
                  {PRE_LOGIN_MENU.map((item) =>
                    item.external ? (
                      <Link
                        key={item.label}
                        href={item.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        {...itemStyle}
                      >
                        {item.label} <ExternalLink size={16} aria-hidden />
                      </Link>
                    ) : (
                      <Link key={item.label} asChild {...itemStyle} onClick={close}>
                        <NextLink href={item.href}>
                          {item.label} <ChevronRight size={16} aria-hidden />
                        </NextLink>
                      </Link>
                    ),
                  )}
                </Stack>
              </Drawer.Body>
              <Drawer.Footer px="4" pb="6">
                <LoginControl fullWidth size="lg" />
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild top="2.5" insetEnd="2">
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraScope>
  );
}
