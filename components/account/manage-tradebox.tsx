"use client";

import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Activity, Compass } from "lucide-react";
import NextLink from "next/link";
import { routePath } from "@/lib/routing/routes";
import { FavouritesList } from "./favourites-list";

/** Manage Tradebox (phones): the tradeboxes the trader follows, and where to track placed ones. */
export function ManageTradebox() {
  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="favourites-heading">
        <Heading id="favourites-heading" as="h2" size="md" mb="3">
          Favourites
        </Heading>
        <FavouritesList />
      </Box>
      <Box
        as="section"
        aria-labelledby="placed-heading"
        rounded="2xl"
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border"
        p="4"
      >
        <Heading id="placed-heading" as="h2" size="sm" mb="1">
          Placed tradeboxes
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          Follow their positions and profit live, adjust or exit them.
        </Text>
        <HStack gap="2">
          <Button asChild size="sm" flex="1">
            <NextLink href={routePath("track")}>
              <Activity aria-hidden /> Track
            </NextLink>
          </Button>
          <Button asChild size="sm" variant="outline" flex="1">
            <NextLink href={routePath("explore")}>
              <Compass aria-hidden /> Explore
            </NextLink>
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
