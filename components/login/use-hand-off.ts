"use client";

import { useEffect, useState } from "react";
import type { BrokerCode, BrokerRecord } from "@/lib/brokers";
import { postLoginHandOff } from "./hand-off";

/**
 * The broker whose hand-off is under way (the page is about to navigate), and the action that
 * starts one. Coming back with the browser's back button restores the page from its cache with
 * this state: it is cleared then, so the grid is usable again.
 */
export function useHandOff(redirect?: string | null) {
  const [pending, setPending] = useState<BrokerCode | null>(null);
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setPending(null);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  const start = (broker: BrokerRecord) => {
    setPending(broker.broker);
    postLoginHandOff(broker, redirect);
  };
  return { pending, start };
}
