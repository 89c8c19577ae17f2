"use client";

import { Flex, IconButton, Link, Text } from "@chakra-ui/react";
import { ArrowLeft, ExternalLink } from "lucide-react";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { HeaderBar } from "@/components/layout/header-bar";
import { routeById, routePath } from "@/lib/routing/routes";

/**
 * Place order has no app navigation (spec §2), so it brings its own header: back, the title, and
 * the tradebox's profile.
 */
export function PlaceOrderHeader({ strategyId }: { strategyId: string }) {
  const router = useRouter();
  const back = () => {
    if (window.history.length > 1) router.back();
    else router.push(routePath("dashboard"));
  };
  return (
    <HeaderBar>
      <Flex h="14" px="2" align="center" gap="1">
        <IconButton aria-label="Back" variant="ghost" size="sm" onClick={back}>
          <ArrowLeft />
        </IconButton>
        <Text as="span" fontWeight="semibold" flex="1" truncate>
          {routeById("placeOrder").title}
        </Text>
        <Link asChild fontSize="sm" color="accent.fg" px="2">
          <NextLink href={routePath("tradeboxProfile", { sid: strategyId })}>
            Tradebox profile <ExternalLink size={14} aria-hidden />
          </NextLink>
        </Link>
      </Flex>
    </HeaderBar>
  );
}
