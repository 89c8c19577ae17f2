"use client";

import { lazy, Suspense } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { AvatarButton } from "./avatar-button";
import type { ShellAccount } from "./shell-account";

const load = () => import("./account-menu-panel");
const AccountMenuPanel = lazy(() => load().then((m) => ({ default: m.AccountMenuPanel })));

/** Spec §2 desktop account menu; its code loads when first wanted. */
export function AccountMenu({ account }: { account: ShellAccount | null }) {
  const { active, triggerProps } = useOnDemand(load);
  const name = account?.clientId ?? "User";
  if (!active) return <AvatarButton name={name} {...triggerProps} />;
  return (
    <Suspense fallback={<AvatarButton name={name} />}>
      <AccountMenuPanel account={account} />
    </Suspense>
  );
}
