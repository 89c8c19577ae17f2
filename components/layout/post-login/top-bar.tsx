"use client";

import { Box, Flex, HStack } from "@chakra-ui/react";
import { routePath } from "@/lib/routing/routes";
import { Logo } from "../logo";
import { NavLink } from "../nav-link";
import { POST_LOGIN_BAR } from "../nav-items";
import { PageContainer } from "../page-container";
import { AccountMenu } from "./account-menu";
import type { ShellAccount } from "./shell-account";

/** Spec §2 logged-in top bar (md and up): Dashboard, Track, Explore, History, account menu. */
export function TopBar({ account }: { account: ShellAccount | null }) {
  return (
    <Box
      as="header"
      hideBelow="md"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/85"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <PageContainer>
        <Flex h="14" align="center" justify="space-between" gap="4">
          <HStack gap="8">
            <Logo href={routePath("dashboard")} />
            <HStack as="nav" aria-label="Main" gap="1">
              {POST_LOGIN_BAR.map((item) => (
                <NavLink key={item.href} item={item} />
              ))}
            </HStack>
          </HStack>
          <AccountMenu account={account} />
        </Flex>
      </PageContainer>
    </Box>
  );
}
