"use client";

import { Flex, HStack, IconButton, Image, Text } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { PRODUCT_NAME } from "@/lib/product";
import { routePath, type RouteMatch } from "@/lib/routing/routes";
import { HeaderBar } from "../header-bar";
import { APP_ICON } from "../logo";
import { BOTTOM_NAV } from "../nav-items";

const TOP_LEVEL = new Set(BOTTOM_NAV.map((item) => item.href));
// Spec §2: the logo shows in the mobile header on these pages.
const WITH_LOGO = new Set<string>(["dashboard", "onboarding"]);

/** The page one level up: `/track/b1/adjust` → `/track/b1`. */
function parentPath(pathname: string): string {
  const up = pathname.replace(/\/[^/]+\/?$/, "");
  return up === "" ? routePath("dashboard") : up;
}

/** Spec §2 mobile header: back arrow (not on top-level tabs), the page title, the logo. */
export function MobileHeader({ match }: { match: RouteMatch | null }) {
  const pathname = usePathname();
  const topLevel = !match || TOP_LEVEL.has(pathname);
  const withLogo = match !== null && WITH_LOGO.has(match.route.id);
  return (
    <HeaderBar hideFrom="md">
      <Flex h="14" px="2" align="center" gap="1">
        {!topLevel && (
          <IconButton asChild aria-label="Back" variant="ghost" size="sm">
            <NextLink href={parentPath(pathname)}>
              <ArrowLeft />
            </NextLink>
          </IconButton>
        )}
        <HStack gap="2" px={topLevel ? "2" : "0"} minW="0">
          {withLogo && <Image src={APP_ICON} alt={PRODUCT_NAME} boxSize="7" />}
          <Text as="span" fontWeight="semibold" fontSize="md" truncate>
            {match?.route.title ?? PRODUCT_NAME}
          </Text>
        </HStack>
      </Flex>
    </HeaderBar>
  );
}
