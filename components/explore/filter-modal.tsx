"use client";

import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import { panelFilterCount, withoutPanelFilters } from "@/lib/explore/filter-edits";
import { withFilters } from "@/lib/explore/explore-links";
import { useExploreNavigation } from "./explore-navigation";
import { FilterButtonView } from "./filter-button-view";
import { FilterFields } from "./filter-fields";

/**
 * The filter panel below lg: chips change a draft, 'Show results' applies it (one navigation,
 * not one per tap), closing without it leaves the results as they were.
 */
export function FilterModal() {
  const { params, navigate } = useExploreNavigation();
  // Mounted on the click that asked for it, so it starts open.
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState(params.filters);
  const openPanel = () => {
    setDraft(params.filters);
    setOpen(true);
  };
  const apply = () => {
    setOpen(false);
    navigate(withFilters(params, draft), { scroll: true });
  };
  return (
    <>
      <FilterButtonView count={panelFilterCount(params.filters)} onClick={openPanel} />
      <ResponsiveModal
        open={open}
        onOpenChange={setOpen}
        title="Filters"
        width="400px"
        footer={
          <>
            <Button
              variant="outline"
              disabled={panelFilterCount(draft) === 0}
              onClick={() => setDraft(withoutPanelFilters(draft))}
            >
              Clear all
            </Button>
            <Button onClick={apply}>Show results</Button>
          </>
        }
      >
        <FilterFields filters={draft} onChange={setDraft} />
      </ResponsiveModal>
    </>
  );
}
