"use client";

import { Box, Button, Heading, HStack } from "@chakra-ui/react";
import { panelFilterCount, withoutPanelFilters } from "@/lib/explore/filter-edits";
import { withFilters } from "@/lib/explore/explore-links";
import { useExploreNavigation } from "./explore-navigation";
import { FilterFields } from "./filter-fields";

/** Desktop filters beside the results (lg and up): each chip applies at once. */
export function FilterSidebar() {
  const { params, navigate } = useExploreNavigation();
  const count = panelFilterCount(params.filters);
  return (
    <Box
      as="aside"
      aria-label="Filters"
      hideBelow="lg"
      position="sticky"
      top="20"
      alignSelf="start"
      maxH="calc(100dvh - 6rem)"
      overflowY="auto"
      pe="2"
    >
      <HStack justify="space-between" mb="4" minH="8">
        <Heading as="h2" size="sm">
          Filters
        </Heading>
        {count > 0 && (
          <Button
            variant="plain"
            size="xs"
            color="accent.fg"
            px="0"
            onClick={() => navigate(withFilters(params, withoutPanelFilters(params.filters)))}
          >
            Clear all ({count})
          </Button>
        )}
      </HStack>
      <FilterFields filters={params.filters} onChange={(f) => navigate(withFilters(params, f))} />
    </Box>
  );
}
