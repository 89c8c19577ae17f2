"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { profileQuery } from "@/components/account/account-queries";
import { QueryProvider } from "@/components/providers/query-provider";
import { useLoggedIn } from "@/components/session/use-logged-in";
import { monitoring } from "./monitoring";

/** Names the logged-in trader to error reporting by a hash of their client id, never the id. */
export function MonitoringIdentity() {
  return (
    <QueryProvider>
      <ClientIdentity />
    </QueryProvider>
  );
}

function ClientIdentity() {
  const loggedIn = useLoggedIn();
  const { data: profile } = useQuery({ ...profileQuery, enabled: loggedIn });
  const clientId = profile?.clientID || null;
  useEffect(() => monitoring.setClient(clientId), [clientId]);
  return null;
}
