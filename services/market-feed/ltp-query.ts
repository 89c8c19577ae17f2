import { z } from "zod";
import { FEED_MARKETS, type FeedMarket } from "../../lib/market/market-session";

/** The most instrument tokens one GET /marketfeed/ltp may ask for. */
export const MAX_LTP_TOKENS = 500;

const TOKEN_PATTERN = /^[1-9]\d*$/;

const tokenList = z
  .array(z.string())
  .min(1, "instrument_token is required: one or more instrument tokens")
  // Each value may itself be a comma-separated list: ?instrument_token=1,2&instrument_token=3.
  .transform((values) => values.flatMap((value) => value.split(",")).map((part) => part.trim()))
  .pipe(
    z.array(
      z
        .string()
        .refine((part) => TOKEN_PATTERN.test(part) && Number.isSafeInteger(Number(part)), {
          error: (issue) =>
            `instrument_token must be a list of positive integers, got ${JSON.stringify(issue.input)}`,
        })
        .transform(Number),
    ),
  )
  .transform((tokens) => [...new Set(tokens)])
  .pipe(
    z
      .array(z.number())
      .max(MAX_LTP_TOKENS, `instrument_token: at most ${MAX_LTP_TOKENS} tokens per request`),
  );

export type LtpQuery = { ok: true; tokens: number[] } | { ok: false; message: string };

/**
 * The instrument tokens of a GET /marketfeed/ltp: every `instrument_token` parameter, each a
 * token or a comma-separated list of them; repeats count once. The message names the problem.
 */
export function parseLtpTokens(values: readonly string[] | undefined): LtpQuery {
  const parsed = tokenList.safeParse(values ?? []);
  if (parsed.success) return { ok: true, tokens: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid instrument_token" };
}

/**
 * The `market` parameter: 'practice' (the paper broker's prices, moving while NSE is shut) or
 * 'live' (NSE's, standing at the close while it is shut); unset is live, as spec §7 has it.
 */
export function parseLtpMarket(
  value: string | undefined,
): { ok: true; market: FeedMarket } | { ok: false; message: string } {
  if (value === undefined) return { ok: true, market: "live" };
  const market = FEED_MARKETS.find((known) => known === value);
  if (market) return { ok: true, market };
  return {
    ok: false,
    message: `market must be ${FEED_MARKETS.join(" or ")}, got ${JSON.stringify(value)}`,
  };
}
