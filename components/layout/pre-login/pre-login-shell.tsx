import { Box, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { SiteFooter } from "../footer/site-footer";
import { FOOTER_LINKS } from "../nav-items";
import { PreLoginHeader } from "./pre-login-header";

/** The logged-out layout: header, the page, the disclaimer footer. */
export function PreLoginShell({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <PreLoginHeader />
      <Box as="main" flex="1">
        {children}
      </Box>
      <SiteFooter links={FOOTER_LINKS} />
    </Flex>
  );
}
