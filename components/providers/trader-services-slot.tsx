"use client";

import { lazy, Suspense } from "react";
import { useIdle } from "@/components/ui/use-idle";
import { useHostTraderServices } from "./trader-services-host";

// Imported here, in the logged-in shell, so its chunks are split against the shell's: React Query,
// the profile query and the nav items are not sent again (trader-services-host.ts).
const TraderServices = lazy(() =>
  import("./trader-services").then((m) => ({ default: m.TraderServices })),
);

/** The trader's background services, run by the logged-in shell once the browser is idle. */
export function TraderServicesSlot() {
  useHostTraderServices();
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <TraderServices />
    </Suspense>
  );
}
