"use client";

import { lazy, Suspense } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { MenuButton } from "./menu-button";

const load = () => import("./pre-login-menu-drawer");
const PreLoginMenuDrawer = lazy(() => load().then((m) => ({ default: m.PreLoginMenuDrawer })));

/** Spec §2 mobile pre-login menu; the drawer's code loads when first wanted. */
export function PreLoginMenu() {
  const { active, triggerProps } = useOnDemand(load);
  if (!active) return <MenuButton {...triggerProps} />;
  return (
    <Suspense fallback={<MenuButton />}>
      <PreLoginMenuDrawer />
    </Suspense>
  );
}
