"use client";

import { Button, type ButtonProps, Text } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { forwardRef } from "react";

/** The search bar as the page shows it: opens the search panel (spec §2 screen 9). */
export const SearchTrigger = forwardRef<HTMLButtonElement, ButtonProps & { search: string }>(
  function SearchTrigger({ search, ...props }, ref) {
    return (
      <Button
        ref={ref}
        variant="outline"
        w="full"
        h="12"
        px="4"
        justifyContent="start"
        gap="3"
        rounded="xl"
        bg="bg.surface"
        borderColor="border.emphasized"
        color={search ? "fg" : "fg.subtle"}
        fontWeight="normal"
        aria-label={search ? `Search: ${search}` : "Search tradeboxes"}
        {...props}
      >
        <Search aria-hidden />
        <Text as="span" truncate>
          {search || "Search tradeboxes by name, strategy or index"}
        </Text>
      </Button>
    );
  },
);
