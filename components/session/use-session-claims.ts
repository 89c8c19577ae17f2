"use client";

import { decodeJwt } from "jose";
import { useMemo } from "react";
import { sessionClaimsSchema, type SessionClaims } from "@/lib/session/session-token";
import { useSessionToken } from "./client-session-token";

/**
 * What the session cookie says about the trader, read without checking its signature: for what
 * the page shows (a sandbox broker's badge), never for what it may do (the services verify).
 */
export function useSessionClaims(): SessionClaims | undefined {
  const token = useSessionToken();
  return useMemo(() => {
    if (!token) return undefined;
    try {
      const parsed = sessionClaimsSchema.safeParse(decodeJwt(token));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }, [token]);
}

/** Whether the trader's broker is a sandbox on this server. */
export function useSandboxSession(): boolean {
  return useSessionClaims()?.sandbox === true;
}
