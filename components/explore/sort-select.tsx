"use client";

import { HStack, NativeSelect, Text } from "@chakra-ui/react";
import { withSort } from "@/lib/explore/explore-links";
import { sortLabel } from "@/lib/explore/sort-labels";
import {
  SORT_OPTIONS,
  sortOption,
  sortOptionOf,
  type SortOptionId,
} from "@/lib/explore/sort-options";
import { useExploreNavigation } from "./explore-navigation";

// The value of the entry for a category's own order, which is none of the spec's options.
const CURRENT = "current";

function isSortOptionId(value: string): value is SortOptionId {
  return SORT_OPTIONS.some((o) => o.id === value);
}

/** Spec §9 sort options; a category's own order shows as an extra entry while it applies. */
export function SortSelect() {
  const { params, navigate } = useExploreNavigation();
  const selected = sortOptionOf(params.sort)?.id ?? CURRENT;
  return (
    <HStack gap="2" flexShrink={0}>
      <Text asChild fontSize="sm" color="fg.muted" hideBelow="sm">
        <label htmlFor="explore-sort">Sort by</label>
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id="explore-sort"
          aria-label="Sort by"
          rounded="full"
          // A phone's toolbar has room for the longest option's label only truncated.
          maxW={{ base: "10.5rem", md: "none" }}
          value={selected}
          onChange={(e) => {
            const id = e.currentTarget.value;
            if (isSortOptionId(id)) navigate(withSort(params, sortOption(id).sort));
          }}
        >
          {selected === CURRENT && <option value={CURRENT}>{sortLabel(params.sort)}</option>}
          {SORT_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
