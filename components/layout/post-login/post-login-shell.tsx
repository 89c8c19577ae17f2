"use client";

import { Box, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useCurrentRoute } from "../use-current-route";
import { BOTTOM_NAV_HEIGHT, BottomNav } from "./bottom-nav";
import { MobileHeader } from "./mobile-header";
import type { ShellAccount } from "./shell-account";
import { TopBar } from "./top-bar";

interface Props {
  account: ShellAccount | null;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The logged-in layout: top bar from md up, header and bottom nav below md. Pages whose route
 * has `showNav: false` (onboarding, place order, adjust) get neither.
 */
export function PostLoginShell({ account, footer, children }: Props) {
  const match = useCurrentRoute();
  const showNav = match?.route.showNav ?? true;
  return (
    <Flex
      direction="column"
      minH="100dvh"
      // Room for the fixed bottom nav, so the end of the page never hides behind it.
      pb={showNav ? { base: BOTTOM_NAV_HEIGHT, md: "0" } : "0"}
    >
      {showNav && <TopBar account={account} />}
      {showNav && <MobileHeader match={match} />}
      <Box as="main" flex="1">
        {children}
      </Box>
      {footer}
      {showNav && <BottomNav />}
    </Flex>
  );
}
