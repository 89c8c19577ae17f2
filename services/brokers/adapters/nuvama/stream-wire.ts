import { z } from "zod";

/**
 * Nuvama's streamer, as its partner docs ("Streamer", D5:
 * https://www.nuvamawealth.com/partner-documentation/streamer/) and its own Python SDK
 * (APIConnect 2.0.9, S1: `feed/feed.py`, `feed/reduced_quotes_feed.py`) write it: one TCP
 * connection, every request a JSON object ended by a line feed, every answer a JSON object on a
 * line of its own; quotes subscribed by streaming symbol with the app's AppIdKey as `appID`.
 * docs/brokers/nuvama.md ("Price stream") lists which fact comes from where and what only a live
 * session can confirm.
 */

/**
 * D5: host ncst.nuvamawealth.com, port 9443, "Connection Type: TCP Connection". Plain TCP, not
 * TLS, despite the port: the SDK opens a bare socket (`socket.socket(AF_INET, SOCK_STREAM)`)
 * and StockSharp's connector a bare TcpClient. `tls://` is taken too, should Nuvama move to it.
 */
export const NUVAMA_STREAM_URL = "tcp://ncst.nuvamawealth.com:9443";

/** D5: 'Send a heartbeat through an empty JSON "{}" once every 2 mins'; the SDK sends it every 110 s. */
export const NUVAMA_HEARTBEAT = "{}";
export const NUVAMA_HEARTBEAT_MS = 110_000;

/**
 * The SDK's quote feed (`initReducedQuotesStreaming`, streaming type `quote`: the last traded
 * price and little else). The SDK's older `quote3` feed is gone from 2.0.9 (its feed.py no longer
 * reads `quote3` answers).
 */
export const QUOTE_STREAMING_TYPE = "quote";

/** `<exchange token>_<exchange>`: the SDK's "companycode_exchange", as orders carry it in `sym`. */
const streamingSymbol = z.string().regex(/^\d+_[A-Z]+$/, "a streaming symbol, <token>_<exchange>");

/**
 * A quote subscribe or unsubscribe, field for field as the SDK's `__create_reduced_quote_request`
 * builds it and L1's traffic log shows it sent: `accType` EQ for F&O too (L1 subscribes NFO
 * symbols so), `formFactor` P, `echo` an object Nuvama hands back ("anything passed into this
 * comes back in response", D5).
 */
export const quoteRequestSchema = z.object({
  request: z.object({
    streaming_type: z.literal(QUOTE_STREAMING_TYPE),
    data: z.object({
      accType: z.literal("EQ"),
      symbols: z.array(z.object({ symbol: streamingSymbol })).min(1),
    }),
    formFactor: z.literal("P"),
    appID: z.string().min(1),
    response_format: z.literal("json"),
    request_type: z.enum(["subscribe", "unsubscribe"]),
  }),
  echo: z.record(z.string(), z.unknown()),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** One request's line: the JSON and the line feed that ends it (D5). */
export function quoteRequestLine(
  appID: string,
  symbols: readonly string[],
  requestType: QuoteRequest["request"]["request_type"],
): string {
  const request: QuoteRequest = {
    request: {
      streaming_type: QUOTE_STREAMING_TYPE,
      data: { accType: "EQ", symbols: symbols.map((symbol) => ({ symbol })) },
      formFactor: "P",
      appID,
      response_format: "json",
      request_type: requestType,
    },
    echo: {},
  };
  return `${JSON.stringify(request)}\n`;
}

/**
 * Any answer: `response.streaming_type` says which feed (the SDK routes on it), `response.data`
 * carries it (D5's sample; an object, or a list as StockSharp also reads it).
 */
export const streamAnswerSchema = z.object({
  response: z.object({ streaming_type: z.string(), data: z.unknown() }),
});

const decimal = z.union([z.string(), z.number()]);

/**
 * One symbol's quote: `sym` the streaming symbol subscribed (L1's integration matches it to
 * what it sent), `ltp` the last traded price in rupees (it reads `float(data["ltp"])` as rupees),
 * `ltt` the last trade time (StockSharp's model; its format is not documented).
 */
export const quoteTickSchema = z.object({
  sym: z.string().min(1),
  ltp: decimal,
  ltt: decimal.optional(),
});
export type QuoteTick = z.infer<typeof quoteTickSchema>;

const IST_OFFSET_MS = 330 * 60_000;

/**
 * A tick's time, when it reads as one: epoch seconds or milliseconds, or "dd/MM/yyyy HH:mm:ss"
 * in IST (how Nuvama writes `ordTim` on the same streamer, D5, and `rcvEpTim` in its order
 * book). Anything else is undefined: the tick then carries its arrival time.
 */
export function tickTimeOf(ltt: string | number | undefined): Date | undefined {
  if (ltt === undefined) return undefined;
  const text = String(ltt).trim();
  if (/^\d{9,10}$/.test(text)) return new Date(Number(text) * 1000);
  if (/^\d{12,13}$/.test(text)) return new Date(Number(text));
  const parts = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!parts) return undefined;
  const [, day, month, year, hours, minutes, seconds] = parts.map(Number);
  if (day === undefined || month === undefined || year === undefined) return undefined;
  const utc = Date.UTC(year, month - 1, day, hours ?? 0, minutes ?? 0, seconds ?? 0);
  const at = new Date(utc - IST_OFFSET_MS);
  // Date.UTC rolls 31/02 over into March: a date that did not exist is not a time.
  return new Date(utc).getUTCDate() === day ? at : undefined;
}

/** "dd/MM/yyyy HH:mm:ss" in IST: how the fake writes `ltt`. */
export function istTickTime(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `${ist.slice(8, 10)}/${ist.slice(5, 7)}/${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
}

/** The longest line held waiting for its line feed: a quote answer is a few hundred characters. */
export const MAX_LINE_CHARS = 1_000_000;

/**
 * The streamer's framing (D5: a line feed ends every request; the SDK reads answers with
 * `readline()`): text in, whole lines out, without the line feed or a CR before it.
 */
export class LineReader {
  private pending = "";

  /** The lines `chunk` completes; throws once a line outgrows MAX_LINE_CHARS (not Nuvama's). */
  push(chunk: string): string[] {
    const lines = (this.pending + chunk).split("\n");
    this.pending = lines.pop() ?? "";
    if (this.pending.length > MAX_LINE_CHARS) {
      throw new Error(`A line of over ${MAX_LINE_CHARS} characters without a line feed`);
    }
    return lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  }
}
