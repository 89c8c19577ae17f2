"use client";

import { chakra, Flex, Skeleton, Text } from "@chakra-ui/react";
import { ChevronRight, ExternalLink } from "lucide-react";
import NextLink from "next/link";
import { ACCOUNT_ITEM_ICONS } from "./account-item-icons";
import type { AccountItem } from "./account-items";

const ROW = {
  display: "flex",
  alignItems: "center",
  gap: "3",
  w: "full",
  minH: "14",
  px: "4",
  py: "2.5",
  textAlign: "start",
  cursor: "pointer",
  _hover: { bg: "bg.muted", textDecoration: "none" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" },
} as const;

/** Items whose value is fetched: a skeleton stands in while it loads. */
const HAS_VALUE = new Set(["addFunds", "mobile", "email", "favourites"]);

/** One row of the phone account page: a link or a button, icon, label, value. */
export function AccountRow({ item, onAction }: { item: AccountItem; onAction: () => void }) {
  const Icon = ACCOUNT_ITEM_ICONS[item.id];
  const danger = item.id === "logout";
  const { action } = item;
  const body = (
    <>
      <Flex
        boxSize="9"
        flexShrink={0}
        rounded="lg"
        align="center"
        justify="center"
        bg={danger ? "loss.subtle" : "bg.muted"}
        color={danger ? "loss" : "fg.muted"}
      >
        <Icon size={18} aria-hidden />
      </Flex>
      <Text as="span" flex="1" fontWeight="medium" color={danger ? "loss" : "fg"}>
        {item.label}
      </Text>
      {item.value !== undefined ? (
        <Text
          as="span"
          color="fg.muted"
          fontSize="sm"
          truncate
          maxW="50%"
          fontVariantNumeric="tabular-nums"
        >
          {item.value}
        </Text>
      ) : (
        HAS_VALUE.has(item.id) && <Skeleton h="4" w="16" />
      )}
      {action.kind === "link" && action.external ? (
        <ExternalLink size={16} aria-hidden color="var(--chakra-colors-fg-subtle)" />
      ) : (
        !danger && <ChevronRight size={18} aria-hidden color="var(--chakra-colors-fg-subtle)" />
      )}
    </>
  );
  if (action.kind === "link") {
    return action.external ? (
      <chakra.a href={action.href} target="_blank" rel="noopener noreferrer" {...ROW}>
        {body}
      </chakra.a>
    ) : (
      <chakra.a asChild {...ROW}>
        <NextLink href={action.href}>{body}</NextLink>
      </chakra.a>
    );
  }
  return (
    <chakra.button type="button" onClick={onAction} {...ROW}>
      {body}
    </chakra.button>
  );
}
