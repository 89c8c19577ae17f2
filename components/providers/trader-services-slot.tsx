"use client";

import { useIdle } from "@/components/ui/use-idle";
import { BackgroundServices } from "./background-services";
import { provideBackgroundServices } from "./background-services-source";
import { TraderServices } from "./trader-services";
import { useHostTraderServices } from "./trader-services-host";

// As this module loads, before the root layout asks for them once the browser is idle: the
// page's background services come from the shell's chunks rather than a chunk of their own.
provideBackgroundServices(BackgroundServices);

/**
 * The trader's background services, run by the logged-in shell once the browser is idle. Imported
 * statically: the shell's chunks already hold React Query and the profile client, and a lazy
 * chunk of its own came with second copies of what the page had (React Query's observer, zod's
 * messages), more bytes than its own few kilobytes of code.
 */
export function TraderServicesSlot() {
  useHostTraderServices();
  const idle = useIdle();
  return idle ? <TraderServices /> : null;
}
