import { Box, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { X } from "lucide-react";
import NextLink from "next/link";
import type { Category } from "@/lib/explore/categories";
import { exploreLinkAt, withoutCategory } from "@/lib/explore/explore-links";
import { CategoryBackButton } from "./category-back-button";

interface Props {
  category: Category;
  basePath: string;
  /** The page's own name ('Explore Tradebox', or the broker's), shown above the title. */
  eyebrow: string;
}

/**
 * Spec §2 category banner: the open category's title, description and background, with
 * 'Clear Category' and, on mobile, a back button. It heads the page while a category is open.
 */
export function CategoryBanner({ category, basePath, eyebrow }: Props) {
  const plainExplore = exploreLinkAt(basePath, withoutCategory());
  return (
    <Box
      as="section"
      aria-labelledby="category-title"
      rounded={{ base: "none", md: "2xl" }}
      mx={{ base: "-4", md: "0" }}
      mt={{ base: "-6", md: "0" }}
      px={{ base: "3", md: "8" }}
      pt={{ base: "2", md: "7" }}
      pb={{ base: "5", md: "7" }}
      color="white"
      style={{ background: category.background }}
    >
      <Flex align="center" justify="space-between" gap="2" minH={{ base: "10", md: "auto" }}>
        <Flex align="center" gap="1" minW="0">
          <CategoryBackButton fallbackHref={plainExplore} />
          <Text fontSize="sm" fontWeight="medium" color="whiteAlpha.800" truncate>
            {eyebrow}
          </Text>
        </Flex>
        <Link
          asChild
          fontSize="sm"
          fontWeight="semibold"
          color="white"
          px="2"
          py="1"
          rounded="md"
          bg="blackAlpha.300"
          _hover={{ bg: "blackAlpha.500", textDecoration: "none" }}
          flexShrink={0}
        >
          <NextLink href={plainExplore}>
            <X size="14" aria-hidden />
            Clear Category
          </NextLink>
        </Link>
      </Flex>
      <Stack gap="1.5" px={{ base: "1", md: "0" }} pt={{ base: "2", md: "3" }}>
        <Heading id="category-title" as="h1" size={{ base: "2xl", md: "3xl" }}>
          {category.title}
        </Heading>
        <Text color="whiteAlpha.900" maxW="2xl">
          {category.description}
        </Text>
      </Stack>
    </Box>
  );
}
