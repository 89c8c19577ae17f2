"use client";

import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { ContinueToSignupButton } from "@/components/signup/continue-button";
import { OpenAccountContent } from "@/components/signup/open-account-content";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import { LOGIN_CHOOSER_TITLE } from "@/lib/login/login-choices";
import { OPEN_ACCOUNT_TITLE, signupBroker } from "@/lib/signup/signup-broker";
import { BrokerChooser } from "./broker-chooser";
import { useLockedBroker } from "./use-locked-broker";

export interface LoginPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §2 screen 1, the login popup: 'Choose your broker'. A visitor without a broker account
 * can turn it into 'Open a New Account' (screen 2) and back.
 */
export function LoginPopup({ open, onOpenChange }: LoginPopupProps) {
  const locked = useLockedBroker();
  const [view, setView] = useState<"choose" | "open-account">("choose");
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setView("choose");
  };
  const openAccount = view === "open-account";
  return (
    <ResponsiveModal
      open={open}
      onOpenChange={change}
      title={openAccount ? OPEN_ACCOUNT_TITLE : LOGIN_CHOOSER_TITLE}
      footer={
        openAccount ? (
          <>
            <Button variant="outline" onClick={() => setView("choose")}>
              Back
            </Button>
            <ContinueToSignupButton onClick={() => change(false)} />
          </>
        ) : undefined
      }
    >
      {openAccount ? (
        <OpenAccountContent broker={signupBroker()} />
      ) : (
        <BrokerChooser
          locked={locked}
          onOpenAccount={locked ? undefined : () => setView("open-account")}
        />
      )}
    </ResponsiveModal>
  );
}
