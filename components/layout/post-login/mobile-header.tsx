"use client";

import { Flex, IconButton, Image, Text } from "@chakra-ui/react";
import { ArrowLeft, FileText } from "lucide-react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { PRODUCT_NAME } from "@/lib/product";
import { routePath, type RouteMatch } from "@/lib/routing/routes";
import { HeaderBar } from "../header-bar";
import { APP_ICON } from "../logo";
import { BOTTOM_NAV, parentPath } from "../nav-items";
import { useMobileHeaderOptions } from "./mobile-header-options";
import { SandboxBadge } from "@/components/brokers/sandbox-badge";

const TOP_LEVEL = new Set(BOTTOM_NAV.map((item) => item.href));
// Spec §2: the logo shows in the mobile header on these pages (and no back arrow: they are
// where a trader starts).
const WITH_LOGO = new Set<string>(["dashboard", "onboarding"]);

/**
 * Spec §2 mobile header: back arrow (not on the bottom nav's tabs), the page title (the page's
 * own, else the route's), the logo on dashboard and onboarding, and a link to the strategy's
 * profile when the page has set a strategy id; 'Sandbox' when the trader's broker is one.
 */
export function MobileHeader({ match, sandbox }: { match: RouteMatch | null; sandbox: boolean }) {
  const pathname = usePathname();
  const options = useMobileHeaderOptions();
  const withLogo = match !== null && WITH_LOGO.has(match.route.id);
  const withBack = !withLogo && match !== null && !TOP_LEVEL.has(pathname);
  const title = options.title ?? match?.route.title ?? PRODUCT_NAME;
  return (
    <HeaderBar shown="belowMd">
      <Flex h="14" px="2" align="center" gap="1">
        {withBack && (
          <IconButton asChild aria-label="Back" variant="ghost" color="fg">
            <NextLink href={options.backHref ?? parentPath(pathname)}>
              <ArrowLeft />
            </NextLink>
          </IconButton>
        )}
        {withLogo && (
          <Image src={APP_ICON} alt={PRODUCT_NAME} width="28" height="28" boxSize="7" mx="2" />
        )}
        <Text
          as="span"
          flex="1"
          px={withBack || withLogo ? "0" : "2"}
          fontWeight="semibold"
          truncate
        >
          {title}
        </Text>
        <SandboxBadge sandbox={sandbox} />
        {options.strategyId && (
          <IconButton asChild aria-label="Tradebox profile" variant="ghost" color="fg.muted">
            <NextLink href={routePath("tradeboxProfile", { sid: options.strategyId })}>
              <FileText />
            </NextLink>
          </IconButton>
        )}
      </Flex>
    </HeaderBar>
  );
}
