"use client";

import { Box, Menu, Portal, Text } from "@chakra-ui/react";
import { AvatarButton } from "./avatar-button";
import type { ShellAccount } from "./shell-account";

/** Placeholder account menu: who is signed in; the spec's items (funds, plan, logout…) come later. */
export function AccountMenuPanel({ account }: { account: ShellAccount | null }) {
  return (
    // Mounted on the click that asked for it, so it starts open.
    <Menu.Root positioning={{ placement: "bottom-end" }} defaultOpen>
      <Menu.Trigger asChild>
        <AvatarButton name={account?.clientId ?? "User"} />
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
