"use client";

import { IconButton } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";

/**
 * Spec §2: the category banner's back button on mobile. Back where the trader came from, or to
 * plain explore when the category was the first page of the visit.
 */
export function CategoryBackButton({ fallbackHref }: { fallbackHref: string }) {
  const router = useRouter();
  const back = () => {
    if (window.history.length > 1) router.back();
    else router.push(fallbackHref);
  };
  return (
    <IconButton
      aria-label="Back"
      variant="ghost"
      size="sm"
      color="white"
      _hover={{ bg: "whiteAlpha.200" }}
      hideFrom="md"
      onClick={back}
    >
      <ArrowLeft />
    </IconButton>
  );
}
