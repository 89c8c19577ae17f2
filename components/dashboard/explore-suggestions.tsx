import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Compass } from "lucide-react";
import NextLink from "next/link";
import { RECOMMENDED_CATEGORIES } from "@/lib/explore/category-menus";
import { routePath } from "@/lib/routing/routes";

/** The dashboard with nothing followed yet: where to start looking. */
export function ExploreSuggestions() {
  return (
    <Stack
      gap="4"
      p={{ base: "5", md: "8" }}
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      align="start"
    >
      <Stack gap="1">
        <Heading as="h2" size="md">
          No active tradeboxes
        </Heading>
        <Text color="fg.muted">
          Pick a tradebox run by an analyst, place it in one go, and follow it here.
        </Text>
      </Stack>
      <Button asChild>
        <NextLink href={routePath("explore")}>
          <Compass aria-hidden /> Explore Tradebox
        </NextLink>
      </Button>
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          Or start with
        </Text>
        <HStack gap="2" flexWrap="wrap">
          {RECOMMENDED_CATEGORIES.map((category) => (
            <Button key={category.categoryId} asChild size="sm" variant="subtle" rounded="full">
              <NextLink href={category.href}>{category.label}</NextLink>
            </Button>
          ))}
        </HStack>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        New here?{" "}
        <NextLink href={routePath("onboarding")} style={{ textDecoration: "underline" }}>
          How tradeboxes work
        </NextLink>
      </Text>
    </Stack>
  );
}
