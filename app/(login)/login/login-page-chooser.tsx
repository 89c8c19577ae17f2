"use client";

import { useState } from "react";
import { BrokerChooser } from "@/components/login/broker-chooser";
import { OpenAccountPopup } from "@/components/signup/open-account-popup";
import type { BrokerRecord } from "@/lib/brokers";

/** The /login page's chooser, with 'Open a New Account' as a popup over it. */
export function LoginPageChooser(props: { locked: BrokerRecord | null; redirect: string | null }) {
  const [openAccount, setOpenAccount] = useState(false);
  return (
    <>
      <BrokerChooser
        {...props}
        onOpenAccount={props.locked ? undefined : () => setOpenAccount(true)}
      />
      <OpenAccountPopup open={openAccount} onOpenChange={setOpenAccount} />
    </>
  );
}
