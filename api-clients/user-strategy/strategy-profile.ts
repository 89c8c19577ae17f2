import { queryOptions } from "@tanstack/react-query";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import {
  tradeboxProfileWireSchema,
  type TradeboxProfileWire,
} from "@/lib/tradebox/tradebox-profile-wire";
import { requestData } from "../envelope";
import { ApiStatusError } from "../errors";

/** GET /strategy/profile answer's data: the tradebox and its current basket (docs/api.md). */
export const strategyProfileDataSchema = tradeboxProfileWireSchema;

export interface StrategyProfileRequest {
  /** A tradebox's slug or strategy id. */
  sid: string;
  /** The session token when logged in: a trader also sees their own private tradeboxes. */
  token?: string;
  signal?: AbortSignal;
}

/**
 * GET /strategy/profile?sid=: a tradebox's public profile. Public: visitors call it without a
 * token. A tradebox that does not exist, or that the viewer may not see, is a 404
 * ApiStatusError.
 */
export function fetchStrategyProfile(req: StrategyProfileRequest): Promise<TradeboxProfileWire> {
  return requestData({
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/strategy/profile",
    query: { sid: req.sid },
    token: req.token,
    signal: req.signal,
    flag: "is_success",
    data: strategyProfileDataSchema,
  });
}

/** The profile, or null when there is no such tradebox for this viewer (404). */
export async function findStrategyProfile(
  req: StrategyProfileRequest,
): Promise<TradeboxProfileWire | null> {
  try {
    return await fetchStrategyProfile(req);
  } catch (error) {
    if (error instanceof ApiStatusError && error.status === 404) return null;
    throw error;
  }
}

/** The profile's query: one key per sid, shared by a server prefetch and the browser. */
export function strategyProfileQueryOptions(sid: string, token?: string) {
  return queryOptions({
    queryKey: ["user-strategy", "strategy-profile", sid] as const,
    queryFn: ({ signal }) => fetchStrategyProfile({ sid, token, signal }),
  });
}
