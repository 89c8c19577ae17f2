"use client";

import { Box, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ShellAccount } from "@/components/layout/post-login/shell-account";
import { InstallAppEntry } from "@/components/pwa/install-app-entry";
import { DEFAULT_NAME } from "@/lib/profile/client-profile";
import { AccountAvatar } from "./account-avatar";
import { AccountDialogs } from "./account-dialogs";
import { AccountRow } from "./account-row";
import { useAccountActions } from "./use-account-actions";
import { useAccountItems } from "./use-account-items";

interface Props {
  account: ShellAccount;
  webview: boolean;
}

/** The phone account page (spec §2): who is signed in, then the account items in order. */
export function AccountOverview({ account, webview }: Props) {
  const { items, profile, profileFailed, broker } = useAccountItems(
    "page",
    account.broker,
    webview,
  );
  const { dialog, run, close } = useAccountActions();
  const name = profile?.name;
  return (
    <Stack gap="5">
      <HStack gap="4" p="4" rounded="2xl" bg="bg.surface" borderWidth="1px" borderColor="border">
        <AccountAvatar name={name ?? account.clientId} />
        <Stack gap="0.5" minW="0">
          {name !== undefined || profileFailed ? (
            <Text fontSize="lg" fontWeight="semibold" truncate>
              {name ?? DEFAULT_NAME}
            </Text>
          ) : (
            <Skeleton h="6" w="40" />
          )}
          <Text fontSize="sm" color="fg.muted" truncate>
            {account.clientId} · {account.brokerNickname}
          </Text>
        </Stack>
      </HStack>
      <Box
        as="nav"
        aria-label="Account"
        rounded="2xl"
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border"
        overflow="hidden"
      >
        <Stack as="ul" gap="0" listStyleType="none">
          {items.map((item, i) => (
            <Box as="li" key={item.id} borderTopWidth={i === 0 ? "0" : "1px"} borderColor="border">
              <AccountRow item={item} onAction={() => run(item)} />
            </Box>
          ))}
        </Stack>
      </Box>
      <InstallAppEntry />
      <AccountDialogs dialog={dialog} onClose={close} profile={profile} broker={broker} />
    </Stack>
  );
}
