"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { profileQuery } from "@/components/account/account-queries";
import { analytics, ANALYTICS_ENABLED } from "./analytics";

/**
 * Names the logged-in trader to analytics by their distinct id (spec §3), once it is known.
 * Mounted only with a session (TraderServices).
 */
export function AnalyticsIdentity() {
  // The profile is fetched for analytics' sake only when analytics is on.
  const { data: profile } = useQuery({ ...profileQuery, enabled: ANALYTICS_ENABLED });
  const distinctId = profile?.distinctId;
  const broker = profile?.broker;
  useEffect(() => {
    if (distinctId) analytics.identify(distinctId, { broker: broker ?? null });
  }, [distinctId, broker]);
  return null;
}
