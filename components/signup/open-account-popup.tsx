"use client";

import { ResponsiveModal } from "@/components/ui/responsive-modal";
import { OPEN_ACCOUNT_TITLE, signupBroker } from "@/lib/signup/signup-broker";
import { ContinueToSignupButton } from "./continue-button";
import { OpenAccountContent } from "./open-account-content";

/** Spec §2 screen 2: 'Open a New Account', the broker's features, and 'Continue'. */
export function OpenAccountPopup({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ResponsiveModal
      open={open}
      onOpenChange={onOpenChange}
      title={OPEN_ACCOUNT_TITLE}
      footer={<ContinueToSignupButton onClick={() => onOpenChange(false)} />}
    >
      <OpenAccountContent broker={signupBroker()} />
    </ResponsiveModal>
  );
}
