"use client";

import {
  Button,
  CloseButton,
  Drawer,
  Input,
  InputGroup,
  Portal,
  Spinner,
  Stack,
} from "@chakra-ui/react";
import { Search } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { withSearch } from "@/lib/explore/explore-params";
import type { SearchViewer } from "@/lib/explore/search-request";
import { useExploreNavigation } from "./explore-navigation";
import { RecommendedCategories } from "./recommended-categories";
import { SearchSuggestions } from "./search-suggestions";
import { SearchTrigger } from "./search-trigger";
import { useSearchSuggestions } from "./use-search-suggestions";
import { QueryProvider } from "@/components/providers/query-provider";
import { ChakraScope } from "@/components/ui/provider";

/**
 * Spec §2 screen 9 search panel, from the top: 'Search for Tradebox by any keyword', up to 3
 * suggestions, 'View All Results', and 'Recommended Categories'.
 */
export function SearchPanel({ viewer }: { viewer: SearchViewer }) {
  // Its suggestions are a query; a visitor's page has no React Query until this loads.
  return (
    <QueryProvider>
      <SearchDrawer viewer={viewer} />
    </QueryProvider>
  );
}

function SearchDrawer({ viewer }: { viewer: SearchViewer }) {
  const { params, navigate } = useExploreNavigation();
  // Mounted on the click that asked for it, so it starts open.
  const [open, setOpen] = useState(true);
  const [text, setText] = useState(params.search);
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useSearchSuggestions(text, viewer);
  const close = () => setOpen(false);

  const viewAll = (event?: FormEvent) => {
    event?.preventDefault();
    close();
    // Spec §5: a new search starts again at page 1.
    navigate(withSearch(params, text.trim()), { scroll: true });
  };

  return (
    <ChakraScope>
      <Drawer.Root
        placement="top"
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        initialFocusEl={() => input.current}
      >
        <Drawer.Trigger asChild>
          <SearchTrigger search={params.search} />
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedBottom="2xl" maxH="90dvh" bg="bg.surface">
              <PageContainer maxW="3xl" py={{ base: "4", md: "6" }} style={{ overflowY: "auto" }}>
                <Stack gap="4">
                  <Drawer.Title fontSize="md" pe="10">
                    Search for Tradebox by any keyword
                  </Drawer.Title>
                  <form role="search" onSubmit={viewAll}>
                    <InputGroup
                      startElement={<Search size="18" aria-hidden />}
                      endElement={
                        suggestions.updating && suggestions.settled ? <Spinner size="sm" /> : null
                      }
                    >
                      <Input
                        ref={input}
                        type="search"
                        enterKeyHint="search"
                        aria-label="Search tradeboxes"
                        placeholder="Try ‘iron condor’ or ‘Bank Nifty’"
                        size="lg"
                        rounded="xl"
                        value={text}
                        onChange={(e) => setText(e.target.value)}
                      />
                    </InputGroup>
                  </form>
                  <SearchSuggestions state={suggestions} onPick={close} />
                  <Button size="lg" rounded="xl" onClick={() => viewAll()}>
                    View All Results
                  </Button>
                  <RecommendedCategories onPick={close} />
                </Stack>
              </PageContainer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraScope>
  );
}
