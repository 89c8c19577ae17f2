"use client";

import { Box, HStack, Menu, Portal, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import { AccountAvatar } from "@/components/account/account-avatar";
import { AccountDialogs } from "@/components/account/account-dialogs";
import { ACCOUNT_ITEM_ICONS } from "@/components/account/account-item-icons";
import type { AccountItem } from "@/components/account/account-items";
import { useAccountActions } from "@/components/account/use-account-actions";
import { useAccountItems } from "@/components/account/use-account-items";
import { ChakraScope } from "@/components/ui/provider";
import { DEFAULT_NAME } from "@/lib/profile/client-profile";
import { AvatarButton } from "./avatar-button";
import type { ShellAccount } from "./shell-account";

/**
 * Spec §2 desktop account menu: the trader's name and client id with the broker's nickname,
 * then the account items in the spec's order. Dialogs open over the page as the menu closes.
 */
export function AccountMenuPanel({ account }: { account: ShellAccount | null }) {
  const { items, profile, profileFailed, broker } = useAccountItems("menu", account?.broker);
  const { dialog, run, close } = useAccountActions();
  const byId = new Map(items.map((item) => [item.id, item]));
  const name = profile?.name;
  // Its own Chakra: the shell around it has none (it loads on first use).
  return (
    <ChakraScope>
      {/* Mounted on the click that asked for it, so it starts open. */}
      <Menu.Root
        positioning={{ placement: "bottom-end" }}
        defaultOpen
        onSelect={({ value }) => {
          const item = byId.get(value as AccountItem["id"]);
          if (item) run(item);
        }}
      >
        <Menu.Trigger asChild>
          <AvatarButton name={account?.clientId ?? DEFAULT_NAME} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="72" py="1.5">
              <HStack px="3" py="2" gap="3">
                <AccountAvatar name={name ?? account?.clientId ?? DEFAULT_NAME} />
                <Stack gap="0" minW="0">
                  {name !== undefined || profileFailed ? (
                    <Text fontWeight="semibold" truncate>
                      {name ?? DEFAULT_NAME}
                    </Text>
                  ) : (
                    <Skeleton h="5" w="32" />
                  )}
                  {account && (
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {account.clientId} · {account.brokerNickname}
                    </Text>
                  )}
                </Stack>
              </HStack>
              <Menu.Separator />
              {items.map((item) => (
                <AccountMenuItem key={item.id} item={item} />
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <AccountDialogs dialog={dialog} onClose={close} profile={profile} broker={broker} />
    </ChakraScope>
  );
}

function AccountMenuItem({ item }: { item: AccountItem }) {
  const Icon = ACCOUNT_ITEM_ICONS[item.id];
  const danger = item.id === "logout";
  const { action } = item;
  const content = (
    <>
      <Icon size={16} aria-hidden />
      <Box flex="1">{item.label}</Box>
      {item.value !== undefined && (
        <Text
          as="span"
          fontSize="xs"
          color="fg.muted"
          truncate
          maxW="40"
          fontVariantNumeric="tabular-nums"
        >
          {item.value}
        </Text>
      )}
      {action.kind === "link" && action.external && <ExternalLink size={14} aria-hidden />}
    </>
  );
  const style = danger ? { color: "loss", _highlighted: { bg: "loss.subtle", color: "loss" } } : {};
  if (action.kind === "link") {
    return (
      <Menu.Item value={item.id} asChild {...style}>
        <a
          href={action.href}
          {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {content}
        </a>
      </Menu.Item>
    );
  }
  return (
    <Menu.Item value={item.id} {...style}>
      {content}
    </Menu.Item>
  );
}
