"use client";

import { useEffect, useState } from "react";
import { fetchLoginBrokers } from "@/api-clients/bridge/login-brokers";
import type { BrokerCode } from "@/lib/brokers";

/**
 * The brokers this server cannot log a trader in with, each with its one-line reason (asked of
 * the bridge once the chooser shows). Until the answer comes, or if it fails, none: a click then
 * starts the hand-off, whose own page says what went wrong.
 */
export function useUnavailableBrokers(): ReadonlyMap<BrokerCode, string> {
  const [unavailable, setUnavailable] = useState<ReadonlyMap<BrokerCode, string>>(new Map());
  useEffect(() => {
    let shown = true;
    fetchLoginBrokers()
      .then((brokers) => {
        if (!shown) return;
        setUnavailable(
          new Map(brokers.flatMap((b) => (b.available ? [] : [[b.broker, b.reason]]))),
        );
      })
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  return unavailable;
}
