"use client";

import { Flex, IconButton, Text } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { HeaderBar } from "@/components/layout/header-bar";

interface Props {
  title: string;
  /** Where back goes when this page was opened directly (no history to go back to). */
  fallbackHref: string;
  /** On the right, e.g. a link to the tradebox's profile. */
  action?: ReactNode;
}

/**
 * The header of a page without app navigation (spec §2: place order, adjust): back, the title,
 * and an optional action.
 */
export function StandaloneHeader({ title, fallbackHref, action }: Props) {
  const router = useRouter();
  const back = () => {
    if (window.history.length > 1) router.back();
    else router.push(fallbackHref);
  };
  return (
    <HeaderBar>
      <Flex h="14" px="2" align="center" gap="1">
        <IconButton aria-label="Back" variant="ghost" size="sm" onClick={back}>
          <ArrowLeft />
        </IconButton>
        <Text as="span" fontWeight="semibold" flex="1" truncate>
          {title}
        </Text>
        {action}
      </Flex>
    </HeaderBar>
  );
}
