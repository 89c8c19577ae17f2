import { Box, Flex, Text } from "@chakra-ui/react";
import type { ExploreParams } from "@/lib/explore/explore-params";
import { panelFilterCount } from "@/lib/explore/filter-edits";
import { FilterButton } from "./filter-button";
import { SortSelect } from "./sort-select";

/** Above the results: the filters button (below lg), what is listed, and the sort. */
export function ExploreToolbar({
  params,
  totalPages,
}: {
  params: ExploreParams;
  totalPages: number;
}) {
  const page = totalPages > 1 ? `Page ${Math.min(params.page, totalPages)} of ${totalPages}` : "";
  const filtered = panelFilterCount(params.filters) > 0;
  const what = params.search
    ? `Results for “${params.search}”`
    : filtered
      ? "Tradeboxes matching your filters"
      : "All tradeboxes";
  return (
    <Flex align="center" justify="space-between" gap="3" mb="4" minH="10">
      <Box hideFrom="lg">
        <FilterButton />
      </Box>
      <Text hideBelow="lg" color="fg.muted" fontSize="sm" truncate>
        {what}
        {page && ` · ${page}`}
      </Text>
      <SortSelect />
    </Flex>
  );
}
