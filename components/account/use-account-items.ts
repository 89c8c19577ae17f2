"use client";

import { useQuery } from "@tanstack/react-query";
import { availableMarginQuery } from "@/api-clients/user-strategy/margin";
import { QUIET_ERRORS } from "@/components/providers/query-client";
import { useSessionToken } from "@/components/session/client-session-token";
import { useWebview } from "@/components/session/use-webview";
import { brokerByCode } from "@/lib/brokers";
import { accountItems, type AccountItemsInput } from "./account-items";
import { favouritesQuery, profileQuery } from "./account-queries";

/**
 * The account items with their live values (profile, balance, favourites count). `webview`
 * comes from the server where it rendered the page, so the first paint already hides the right
 * items; otherwise it is read from the cookie.
 */
export function useAccountItems(
  surface: AccountItemsInput["surface"],
  brokerCode: string | undefined,
  webviewFromServer?: boolean,
) {
  const webviewInBrowser = useWebview();
  const webview = webviewFromServer ?? webviewInBrowser;
  const profile = useQuery(profileQuery);
  // The balance is a nicety on Add Funds: its failure shows a dash, not a toast.
  const token = useSessionToken();
  const margin = useQuery({
    ...availableMarginQuery(token),
    meta: QUIET_ERRORS,
    enabled: !webview && token !== undefined,
  });
  const favourites = useQuery(favouritesQuery);
  const broker = brokerByCode(brokerCode ?? profile.data?.broker ?? "");
  const items = accountItems({
    profile: profile.data,
    broker,
    margin: margin.isError ? null : margin.data,
    favouritesCount: favourites.data?.length,
    webview,
    surface,
  });
  return { items, profile: profile.data, profileFailed: profile.isError, broker };
}
