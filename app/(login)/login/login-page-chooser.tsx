"use client";

import { lazy, Suspense, useState } from "react";
import { BrokerChooser } from "@/components/login/broker-chooser";
import type { BrokerRecord } from "@/lib/brokers";

const OpenAccountPopup = lazy(() =>
  import("@/components/signup/open-account-popup").then((m) => ({ default: m.OpenAccountPopup })),
);

/**
 * The /login page's chooser, with 'Open a New Account' as a popup over it. The popup mounts on
 * first use: it is never server-rendered (it reads the viewport) and stays out of the first load.
 */
export function LoginPageChooser(props: { locked: BrokerRecord | null; redirect: string | null }) {
  const [openAccount, setOpenAccount] = useState<boolean | null>(null);
  return (
    <>
      <BrokerChooser
        {...props}
        onOpenAccount={props.locked ? undefined : () => setOpenAccount(true)}
      />
      {openAccount === null ? null : (
        <Suspense fallback={null}>
          <OpenAccountPopup open={openAccount} onOpenChange={setOpenAccount} />
        </Suspense>
      )}
    </>
  );
}
