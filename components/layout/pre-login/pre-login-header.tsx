import { Box, Button, Flex, HStack } from "@chakra-ui/react";
import NextLink from "next/link";
import { routePath } from "@/lib/routing/routes";
import { HeaderBar } from "../header-bar";
import { Logo } from "../logo";
import { NavLink } from "../nav-link";
import { LOGIN_HREF, PRE_LOGIN_BAR } from "../nav-items";
import { PageContainer } from "../page-container";
import { PreLoginMenu } from "./pre-login-menu";

/** Logged-out header: full bar from md up, logo and a menu drawer below. */
export function PreLoginHeader() {
  return (
    <HeaderBar>
      <PageContainer>
        <Flex h="14" align="center" justify="space-between" gap="4">
          <Logo href={routePath("home")} />
          <HStack as="nav" aria-label="Main" gap="1" hideBelow="md">
            {PRE_LOGIN_BAR.map((item) => (
              <NavLink key={item.label} item={item} />
            ))}
            <Button asChild size="sm" ms="3">
              <NextLink href={LOGIN_HREF}>Login</NextLink>
            </Button>
          </HStack>
          <Box hideFrom="md">
            <PreLoginMenu />
          </Box>
        </Flex>
      </PageContainer>
    </HeaderBar>
  );
}
