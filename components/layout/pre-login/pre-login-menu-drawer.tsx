"use client";

import { Button, CloseButton, Drawer, Link, Portal, Stack } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import NextLink from "next/link";
import { useState } from "react";
import { LOGIN_HREF, PRE_LOGIN_MENU } from "../nav-items";
import { MenuButton } from "./menu-button";

const itemStyle = { py: "3", fontSize: "md", fontWeight: "medium", color: "fg" } as const;

/** Spec §2 mobile pre-login menu: Explore Tradebox, Compliance, For Enterprises and Login. */
export function PreLoginMenuDrawer() {
  // Mounted on the click that asked for it, so it starts open.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Drawer.Root placement="end" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Drawer.Trigger asChild>
        <MenuButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
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
                      {item.label} <ExternalLink size="14" aria-hidden />
                    </Link>
                  ) : (
                    <Link key={item.label} asChild {...itemStyle} onClick={close}>
                      <NextLink href={item.href}>{item.label}</NextLink>
                    </Link>
                  ),
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button asChild w="full" onClick={close}>
                <NextLink href={LOGIN_HREF}>Login</NextLink>
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
