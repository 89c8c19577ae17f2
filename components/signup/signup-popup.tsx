"use client";

import { Button } from "@chakra-ui/react";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import { signupBroker, signupTitle } from "@/lib/signup/signup-broker";
import { SignupPanel } from "./signup-panel";

/**
 * Spec §2 screen 2: 'Sign Up with IIFL Securities', the phone form (the lead-capture widget) and
 * 'Back', which returns to whatever opened it.
 */
export function SignupPopup({
  open,
  onOpenChange,
  onBack,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBack: () => void;
}) {
  const broker = signupBroker();
  return (
    <ResponsiveModal
      open={open}
      onOpenChange={onOpenChange}
      title={signupTitle(broker)}
      footer={
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
      }
    >
      <SignupPanel broker={broker} />
    </ResponsiveModal>
  );
}
