import { Box, Flex, HStack } from "@chakra-ui/react";
import { routePath } from "@/lib/routing/routes";
import { HeaderBar } from "../header-bar";
import { LoginControl } from "../login-control";
import { Logo } from "../logo";
import { NavLink } from "../nav-link";
import { PRE_LOGIN_BAR } from "../nav-items";
import { PageContainer } from "../page-container";
import { PreLoginMenu } from "./pre-login-menu";

/**
 * Spec §2 logged-out header: from md up the bar (Home, Compliance, Explore Tradebox, For
 * Enterprises) and the login control; below md the logo and the menu drawer.
 */
export function PreLoginHeader() {
  return (
    <HeaderBar>
      <PageContainer>
        <Flex h="14" align="center" justify="space-between" gap="4">
          <Logo href={routePath("home")} />
          <HStack gap="3" hideBelow="md">
            <HStack as="nav" aria-label="Main" gap="1">
              {PRE_LOGIN_BAR.map((item) => (
                <NavLink key={item.label} item={item} />
              ))}
            </HStack>
            <LoginControl size="sm" />
          </HStack>
          <Box hideFrom="md">
            <PreLoginMenu />
          </Box>
        </Flex>
      </PageContainer>
    </HeaderBar>
  );
}
