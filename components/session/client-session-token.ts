"use client";

import { useSyncExternalStore } from "react";
import { SESSION_COOKIE } from "@/lib/product";
import { readBrowserCookie } from "./browser-cookies";

/** The session token from its cookie (spec: readable by the client), or undefined on the server. */
export function readSessionToken(): string | undefined {
  return readBrowserCookie(SESSION_COOKIE);
}

const noSubscription = () => () => {};

/**
 * The session token for client calls. Undefined while hydrating (the server has no cookie jar
 * here), the cookie's value right after; the calls that need it wait for it.
 */
export function useSessionToken(): string | undefined {
  return useSyncExternalStore(noSubscription, readSessionToken, () => undefined);
}
