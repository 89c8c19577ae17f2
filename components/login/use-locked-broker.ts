"use client";

import Cookies from "js-cookie";
import { useSyncExternalStore } from "react";
import type { BrokerRecord } from "@/lib/brokers";
import { BROKER_COOKIE } from "@/lib/login/login-cookies";
import { lockedBroker } from "@/lib/login/login-choices";

// Cookies raise no change events; the lock is read on each render and set by another host.
const subscribe = () => () => {};
const readCookie = () => Cookies.get(BROKER_COOKIE) ?? null;
const onServer = () => null;

/**
 * The broker a `broker` cookie locks login to (spec §4), read in the browser. The server render
 * and hydration see no lock, then the real value, so the markup always matches.
 */
export function useLockedBroker(): BrokerRecord | null {
  return lockedBroker(useSyncExternalStore(subscribe, readCookie, onServer));
}
