"use client";

import { Box, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { ChevronRight } from "lucide-react";
import NextLink from "next/link";
import { routePath } from "@/lib/routing/routes";
import type { useSearchSuggestions } from "./use-search-suggestions";

interface Props {
  state: ReturnType<typeof useSearchSuggestions>;
  /** A suggestion was opened: the panel closes. */
  onPick: () => void;
}

/** Spec §2: up to 3 matching tradeboxes (image and name, to the profile), or 'No results'. */
export function SearchSuggestions({ state, onPick }: Props) {
  if (state.settled === "") return null;
  if (state.failed) {
    return (
      <Text role="alert" color="fg.muted" fontSize="sm">
        Search is not answering right now. Try again in a moment.
      </Text>
    );
  }
  if (state.answered && state.suggestions.length === 0) {
    return (
      <Text role="status" color="fg.muted" fontSize="sm" py="2">
        No results
      </Text>
    );
  }
  return (
    <Stack as="ul" aria-label="Suggestions" gap="1" listStyleType="none" aria-busy={state.updating}>
      {state.suggestions.map((tradebox) => (
        <Box as="li" key={tradebox.id}>
          <Link
            asChild
            display="flex"
            w="full"
            p="2"
            gap="3"
            rounded="lg"
            color="fg"
            _hover={{ bg: "bg.muted", textDecoration: "none" }}
            onClick={onPick}
          >
            <NextLink href={routePath("tradeboxProfile", { sid: tradebox.slug })}>
              <Image
                src={tradebox.display_image}
                alt=""
                w="16"
                aspectRatio={16 / 9}
                rounded="md"
                objectFit="cover"
                flexShrink={0}
              />
              <HStack flex="1" minW="0" justify="space-between">
                <Text fontWeight="medium" truncate>
                  {tradebox.name}
                </Text>
                <ChevronRight size="16" aria-hidden />
              </HStack>
            </NextLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
