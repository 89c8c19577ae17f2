"use client";

import { MessageCircle } from "lucide-react";
import type { CSSProperties } from "react";
import { BOTTOM_NAV_HEIGHT } from "@/components/layout/nav-items";
import { PlainButton } from "@/components/ui/plain-button";
import { contactSupport } from "./contact-support";
import styles from "./floating-support-button.module.css";

/** Spec §2 floating Contact Support button, above the bottom nav on phones. */
export function FloatingSupportButton() {
  return (
    <PlainButton
      className={styles.button}
      style={{ "--bottom-nav": BOTTOM_NAV_HEIGHT } as CSSProperties}
      onClick={() => void contactSupport()}
    >
      <MessageCircle aria-hidden />
      Contact Support
    </PlainButton>
  );
}
