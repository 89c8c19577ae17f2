"use client";

import { Avatar, Box, Menu, Portal, Text } from "@chakra-ui/react";
import type { ShellAccount } from "./shell-account";

/** Placeholder account menu: who is signed in; the spec's items (funds, plan, logout…) come later. */
export function AccountMenu({ account }: { account: ShellAccount | null }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger rounded="full" focusRing="outside" aria-label="Account menu">
        <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
          <Avatar.Fallback name={account?.clientId ?? "User"} />
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold">User</Text>
              {account && (
                <Text fontSize="xs" color="fg.muted">
                  {account.clientId} · {account.brokerNickname}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="logout" disabled>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
