import "server-only";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { findStrategyProfile } from "@/api-clients/user-strategy/strategy-profile";
import { ApiStatusError } from "@/api-clients/errors";
import { readSession } from "@/components/session/read-session";
import { SESSION_COOKIE } from "@/lib/product";
import type { TradeboxProfileWire } from "@/lib/tradebox/tradebox-profile-wire";

/** The signed-in trader's token, so their private tradeboxes show too; none for a visitor. */
async function viewerToken(): Promise<string | undefined> {
  if (!(await readSession())) return undefined;
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

/**
 * The profile of `/explore/{sid}` (slug or strategy id) for this viewer; an unknown or hidden
 * tradebox is the 404 page. A token the service no longer accepts (its user gone) still gets the
 * public view rather than an error.
 */
async function profileFor(sid: string, token?: string): Promise<TradeboxProfileWire> {
  const profile = await findStrategyProfile({ sid, token }).catch((error: unknown) => {
    if (token && error instanceof ApiStatusError && error.isUnauthorized) {
      return findStrategyProfile({ sid });
    }
    throw error;
  });
  if (!profile) notFound();
  return profile;
}

/** The profile as this request's viewer sees it, fetched once for the metadata and the page. */
export const loadTradeboxProfile = cache(async (sid: string): Promise<TradeboxProfileWire> =>
  profileFor(sid, await viewerToken()),
);

/** The public profile, from the sid alone: what a visitor's cached page shows. */
export const loadPublicTradeboxProfile = cache((sid: string): Promise<TradeboxProfileWire> =>
  profileFor(sid),
);
