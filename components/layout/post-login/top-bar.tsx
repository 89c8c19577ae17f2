"use client";

import { Flex, HStack } from "@chakra-ui/react";
import { routePath } from "@/lib/routing/routes";
import { HeaderBar } from "../header-bar";
import { Logo } from "../logo";
import { NavLink } from "../nav-link";
import { EXPLORE_NAV_ITEM, POST_LOGIN_BAR } from "../nav-items";
import { PageContainer } from "../page-container";
import { SandboxBadge } from "@/components/brokers/sandbox-badge";
import { AccountMenu } from "./account-menu";
import { ExploreMegaMenu } from "./explore-mega-menu";
import type { MegaMenuGroup } from "@/lib/explore/category-menus";
import type { ShellAccount } from "./shell-account";

/**
 * Spec §2 logged-in top bar (tablet and desktop): Dashboard, Track, Explore with its mega menu,
 * History, and the account menu.
 */
export function TopBar({
  account,
  megaMenu,
}: {
  account: ShellAccount | null;
  megaMenu: readonly MegaMenuGroup[];
}) {
  return (
    <HeaderBar shown="fromMd">
      {/* The mega menu's panel is placed against this container (position: relative). */}
      <PageContainer>
        <Flex h="14" align="center" justify="space-between" gap="4">
          <HStack gap="8">
            <Logo href={routePath("dashboard")} />
            <HStack as="nav" aria-label="Main" gap="1">
              {POST_LOGIN_BAR.map((item) =>
                item === EXPLORE_NAV_ITEM ? (
                  <ExploreMegaMenu key={item.href} item={item} groups={megaMenu} />
                ) : (
                  <NavLink key={item.href} item={item} />
                ),
              )}
            </HStack>
          </HStack>
          <HStack gap="3">
            <SandboxBadge sandbox={account?.sandbox} />
            <AccountMenu account={account} />
          </HStack>
        </Flex>
      </PageContainer>
    </HeaderBar>
  );
}
