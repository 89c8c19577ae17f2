"use client";

import { Box, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { categoryById } from "@/lib/explore/categories";
import { RECOMMENDED_CATEGORIES } from "@/lib/explore/category-menus";
import { categoryLinkAt } from "@/lib/explore/category-menus";
import { useExploreNavigation } from "./explore-navigation";

/** Spec §2: the search panel's 'Recommended Categories' (low risk, low funds, fresh). */
export function RecommendedCategories({ onPick }: { onPick: () => void }) {
  const { basePath } = useExploreNavigation();
  return (
    <Stack as="section" aria-labelledby="recommended-categories" gap="3" pt="2">
      <Heading id="recommended-categories" as="h2" size="sm" color="fg.muted">
        Recommended Categories
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
        {RECOMMENDED_CATEGORIES.map(({ categoryId, label }) => {
          const category = categoryById(categoryId);
          return (
            <Link
              key={categoryId}
              asChild
              display="block"
              p="3"
              rounded="xl"
              color="white"
              _hover={{ textDecoration: "none", filter: "brightness(1.12)" }}
              style={{ background: category.background }}
              onClick={onPick}
            >
              <NextLink href={categoryLinkAt(basePath, categoryId)}>
                <Box fontWeight="semibold">{label}</Box>
                <Text fontSize="xs" color="whiteAlpha.800" lineClamp={2} hideBelow="md">
                  {category.description}
                </Text>
              </NextLink>
            </Link>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
