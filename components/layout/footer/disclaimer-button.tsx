"use client";

import { PlainButton, type PlainButtonProps } from "@/components/ui/plain-button";

/** The footer's 'Disclaimer' trigger, the same before and after the drawer's code has loaded. */
export function DisclaimerButton(props: PlainButtonProps) {
  return (
    <PlainButton variant="outline" size="xs" aria-haspopup="dialog" {...props}>
      Disclaimer
    </PlainButton>
  );
}
