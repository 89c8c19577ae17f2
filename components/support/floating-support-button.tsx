"use client";

import { Button } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { BOTTOM_NAV_HEIGHT } from "@/components/layout/post-login/bottom-nav";
import { contactSupport } from "./contact-support";

/** Spec §2 floating Contact Support button, above the bottom nav on phones. */
export function FloatingSupportButton() {
  return (
    <Button
      position="fixed"
      zIndex="overlay"
      right={{ base: "4", md: "6" }}
      bottom={{ base: `calc(${BOTTOM_NAV_HEIGHT} + 16px)`, md: "6" }}
      rounded="full"
      size="md"
      shadow="lg"
      onClick={() => void contactSupport()}
    >
      <MessageCircle aria-hidden />
      Contact Support
    </Button>
  );
}
