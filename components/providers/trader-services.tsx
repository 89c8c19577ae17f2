"use client";

import { AnalyticsIdentity } from "@/components/analytics/analytics-identity";
import { SupportIdentity } from "@/components/support/support-identity";
import { OneByOneWhenIdle } from "@/components/ui/idle-turns";
import { QueryProvider } from "./query-provider";

/**
 * The background services that need a logged-in trader's profile: analytics' and the chat's
 * identity, the floating Contact Support. Loaded only once a session exists, so a visitor's
 * pages load none of the account clients (nor zod).
 */
export function TraderServices() {
  return (
    <QueryProvider>
      <OneByOneWhenIdle>
        <AnalyticsIdentity key="analytics" />
        <SupportIdentity key="support" />
      </OneByOneWhenIdle>
    </QueryProvider>
  );
}
