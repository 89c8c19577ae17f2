"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { MARKET_HOURS_POLL_MS, orderWindowOpen } from "@/lib/track/order-window";
import { useSandboxSession } from "@/components/session/use-session-claims";
import { marketHoursQuery } from "./market-hours-query";

/**
 * Whether this trader may send orders now: the server's market hours (polled every 30 s) when
 * the route answers, else the client's clock, re-read on the same beat; always for the test
 * broker. Null until known, so nothing is offered or refused on a guess.
 */
export function useOrderWindow(broker: string | null): boolean | null {
  const server = useQuery(marketHoursQuery());
  const sandbox = useSandboxSession();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, MARKET_HOURS_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  if (broker === null || now === null || server.isPending) return null;
  return orderWindowOpen(broker, server.data ?? null, now, sandbox);
}
