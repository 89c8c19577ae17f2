import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { EmptyState } from "@/components/positions/empty-state";
import { RECOMMENDED_CATEGORIES } from "@/lib/explore/category-menus";
import { routePath } from "@/lib/routing/routes";

/** The dashboard with nothing followed yet: where to start looking. */
export function ExploreSuggestions() {
  return (
    <EmptyState
      title="No active tradeboxes"
      text="Pick a tradebox run by an analyst, place it in one go, and follow it here."
    >
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
    </EmptyState>
  );
}
