"use client";

import { useEffect, useState } from "react";
import { fetchLoginBrokers } from "@/api-clients/bridge/login-brokers";
import type { BrokerCode } from "@/lib/brokers";

/** How this server offers each broker's login, as far as the login grid must say. */
export interface LoginBrokers {
  /** The brokers it cannot log a trader in with, each with its one-line reason. */
  unavailable: ReadonlyMap<BrokerCode, string>;
  /** The brokers it serves as sandboxes (no real account behind them). */
  sandboxes: ReadonlySet<BrokerCode>;
}

const NOT_KNOWN: LoginBrokers = { unavailable: new Map(), sandboxes: new Set() };

/**
 * Asked of the bridge once the chooser shows. Until the answer comes, or if it fails, nothing is
 * marked: a click then starts the hand-off, whose own page says what went wrong.
 */
export function useLoginBrokers(): LoginBrokers {
  const [known, setKnown] = useState<LoginBrokers>(NOT_KNOWN);
  useEffect(() => {
    let shown = true;
    fetchLoginBrokers()
      .then((brokers) => {
        if (!shown) return;
        setKnown({
          unavailable: new Map(brokers.flatMap((b) => (b.available ? [] : [[b.broker, b.reason]]))),
          sandboxes: new Set(brokers.flatMap((b) => (b.available && b.sandbox ? [b.broker] : []))),
        });
      })
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  return known;
}
