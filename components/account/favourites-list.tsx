"use client";

import {
  Box,
  Button,
  Flex,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Heart } from "lucide-react";
import NextLink from "next/link";
import { routePath } from "@/lib/routing/routes";
import type { FavouriteItemWire as FavouriteItem } from "@/lib/tradebox/favourite-item-wire";
import { favouritesQuery } from "./account-queries";
import { RiskBadge } from "@/components/tradebox/risk-badge";

/** Spec §2 screen 7: the trader's favourites, each linking to its profile; or the empty state. */
export function FavouritesList({ onNavigate }: { onNavigate?: () => void }) {
  const { data, isPending, isError, refetch } = useQuery(favouritesQuery);
  if (isPending) return <FavouritesSkeleton />;
  if (isError) {
    return (
      <Stack align="center" gap="3" py="6" textAlign="center">
        <Text color="fg.muted">Could not load your favourites.</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (data.length === 0) return <NoFavourites onNavigate={onNavigate} />;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {data.length} {data.length === 1 ? "favourite" : "favourites"}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {data.map((item) => (
          <FavouriteRow key={item.strategy_id} item={item} onNavigate={onNavigate} />
        ))}
      </Stack>
    </Stack>
  );
}

function FavouriteRow({ item, onNavigate }: { item: FavouriteItem; onNavigate?: () => void }) {
  return (
    <LinkBox
      as="li"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      bg="bg.surface"
      p="2.5"
      _hover={{ bg: "bg.muted" }}
    >
      <HStack gap="3">
        <Image
          src={item.display_image}
          alt=""
          w="16"
          h="9"
          rounded="md"
          objectFit="cover"
          flexShrink={0}
          bg="bg.muted"
        />
        <Stack gap="1" flex="1" minW="0">
          <LinkOverlay asChild>
            <NextLink
              href={routePath("tradeboxProfile", { sid: item.strategy_id })}
              onClick={onNavigate}
            >
              <Text fontWeight="medium" lineClamp={2}>
                {item.strategy_name}
              </Text>
            </NextLink>
          </LinkOverlay>
          <Box>
            <RiskBadge risk={item.risk_level} />
          </Box>
        </Stack>
        <ChevronRight size={18} aria-hidden color="var(--chakra-colors-fg-subtle)" />
      </HStack>
    </LinkBox>
  );
}

function NoFavourites({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack align="center" gap="3" py="8" textAlign="center">
      <Flex
        boxSize="12"
        rounded="full"
        bg="bg.muted"
        align="center"
        justify="center"
        color="fg.muted"
      >
        <Heart size={22} aria-hidden />
      </Flex>
      <Text fontWeight="medium">No favourites added</Text>
      <Button asChild size="sm">
        {/* Spec §2 '/explore/': the same page, without the trailing-slash redirect. */}
        <NextLink href={routePath("explore")} onClick={onNavigate}>
          Explore Tradebox
        </NextLink>
      </Button>
    </Stack>
  );
}

function FavouritesSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" aria-label="Loading favourites">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="16" rounded="xl" />
      ))}
    </Stack>
  );
}
