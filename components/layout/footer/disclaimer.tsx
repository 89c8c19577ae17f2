"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { DisclaimerButton } from "./disclaimer-button";

const load = () => import("./disclaimer-drawer");
const DisclaimerDrawer = lazy(() => load().then((m) => ({ default: m.DisclaimerDrawer })));

/** Spec §2 screen 10 on tablet and desktop: a button opening the text in a drawer. */
export function Disclaimer({ children }: { children: ReactNode }) {
  const { active, triggerProps } = useOnDemand(load);
  if (!active) return <DisclaimerButton {...triggerProps} />;
  return (
    <Suspense fallback={<DisclaimerButton />}>
      <DisclaimerDrawer>{children}</DisclaimerDrawer>
    </Suspense>
  );
}
