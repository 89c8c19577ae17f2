"use client";

import { Badge, Button, type ButtonProps } from "@chakra-ui/react";
import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { panelFilterCount } from "@/lib/explore/filter-edits";
import { useExploreNavigation } from "./explore-navigation";

const load = () => import("./filter-modal");
const FilterModal = lazy(() => load().then((m) => ({ default: m.FilterModal })));

/** 'Filters' with how many are set; opens the filter panel. */
export function FilterButtonView({ count, ...props }: ButtonProps & { count: number }) {
  return (
    <Button variant="outline" size="sm" rounded="full" {...props}>
      <SlidersHorizontal aria-hidden />
      Filters
      {count > 0 && (
        <Badge colorPalette="brand" variant="solid" rounded="full" aria-label={`${count} set`}>
          {count}
        </Badge>
      )}
    </Button>
  );
}

/** Below lg the filters live in a modal (a bottom drawer on phones); it loads when wanted. */
export function FilterButton() {
  const { params } = useExploreNavigation();
  const { active, triggerProps } = useOnDemand(load);
  const count = panelFilterCount(params.filters);
  if (!active) return <FilterButtonView count={count} {...triggerProps} />;
  return (
    <Suspense fallback={<FilterButtonView count={count} />}>
      <FilterModal />
    </Suspense>
  );
}
