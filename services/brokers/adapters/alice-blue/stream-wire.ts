import { z } from "zod";
import type { BrokerScrip } from "../../real/scrip-master";
import { sha256Hex } from "../checksum";

/*
 * Alice Blue's market-data websocket (a NorenWS feed), message by message, from the broker's own
 * page (11-websocket.md in marketcalls/broker-api-docs, mirrored from
 * v2api.aliceblueonline.com/Websocket/) and, where the page is silent or its samples are
 * garbled, OpenAlgo's working client (marketcalls/openalgo broker/aliceblue/streaming/
 * aliceblue_adapter.py, api/alicebluewebsocket.py). docs/brokers/aliceblue.md "Price stream"
 * says which source settles each fact. Every message is one JSON text frame.
 */

/**
 * The docs name `wss://ws1.aliceblueonline.com/NorenWS`; OpenAlgo's live client connects to the
 * same path with a trailing slash (and keeps ws2 as a spare): we use the form seen working.
 */
export const ALICE_BLUE_STREAM_URL = "wss://ws1.aliceblueonline.com/NorenWS/";

/** The docs ask for a heartbeat every 50 s; OpenAlgo sends one every 30 s to stay well inside. */
export const ALICE_BLUE_HEARTBEAT_MS = 30_000;

/** `susertoken`: SHA-256 hex of the SHA-256 hex of the session ("2 times", the docs say). */
export function aliceBlueSuserToken(accessToken: string): string {
  return sha256Hex(sha256Hex(accessToken));
}

/** `uid` and `actid` of the connect message: the client id with "_API" appended. */
export function aliceBlueStreamUser(clientId: string): string {
  return `${clientId}_API`;
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** The connect message, the first one the client sends on a socket. */
export const connectMessageSchema = z.object({
  t: z.literal("c"),
  susertoken: hex64,
  actid: z.string().endsWith("_API"),
  uid: z.string().endsWith("_API"),
  source: z.literal("API"),
});
export type ConnectMessage = z.infer<typeof connectMessageSchema>;

export function connectMessageOf(session: {
  clientId: string;
  accessToken: string;
}): ConnectMessage {
  const user = aliceBlueStreamUser(session.clientId);
  return {
    susertoken: aliceBlueSuserToken(session.accessToken),
    t: "c",
    actid: user,
    uid: user,
    source: "API",
  };
}

/** `EXCHANGE|TOKEN` pairs joined by '#': "NFO|54957#MCX|239484". */
const scripKeys = z.string().regex(/^[A-Z]+\|\d+(#[A-Z]+\|\d+)*$/);

/** Market data (`t`, LTP and the day's figures) on or off; `d`/`ud` would be depth, not used. */
export const subscriptionMessageSchema = z.object({ t: z.enum(["t", "u"]), k: scripKeys });
export type SubscriptionMessage = z.infer<typeof subscriptionMessageSchema>;

/** The heartbeat: `k` empty; the broker answers nothing. */
export const heartbeatMessageSchema = z.object({ t: z.literal("h"), k: z.literal("") });

export function scripKeysOf(scrips: readonly Pick<BrokerScrip, "exchange" | "brokerToken">[]) {
  return scrips.map((s) => `${s.exchange}|${s.brokerToken}`).join("#");
}

/** The pairs of a subscription's `k`, as sent. */
export function readScripKeys(k: string): { exchange: string; token: string }[] {
  return k.split("#").map((pair) => {
    const [exchange = "", token = ""] = pair.split("|");
    return { exchange, token };
  });
}

/** A rupee figure: the docs' samples are strings ("84.35"); a number is read the same. */
const rupees = z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]);
/** Epoch seconds as a string ("1658911102"). */
const epochSeconds = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]);
/** The day's traded volume, a string in the docs ("129787100"); unreadable is as if absent. */
const volume = z
  .union([z.string().regex(/^\d+$/), z.number().int().nonnegative()])
  .transform(Number)
  .optional()
  .catch(undefined);

/**
 * What the client reads: the connect's answer and the ticks. The docs answer the connect
 * `{t: "cf", k: "OK"}` (`k: "failed"` when refused); OpenAlgo also reads `{t: "ck", s: "OK"}`,
 * the NorenWS form, as the same acknowledgement. `tk` is the first, full tick of a subscribed
 * contract, `tf` the changes since, with only the fields that changed.
 */
const connectAnswerSchema = z.union([
  z.object({ t: z.literal("cf"), k: z.string() }),
  z.object({ t: z.literal("ck"), s: z.string() }),
]);
const tickSchema = z.object({
  t: z.enum(["tk", "tf"]),
  e: z.string(),
  tk: z.string(),
  lp: rupees.optional(),
  ft: epochSeconds.optional(),
  v: volume,
});

export type StreamMessage =
  | { kind: "connected"; ok: boolean }
  | {
      kind: "tick";
      /** `tk`, the full state on subscribing, or `tf`, only what changed since. */
      frame: "tk" | "tf";
      exchange: string;
      token: string;
      lastPrice: string | number | undefined;
      feedTime: string | number | undefined;
      volume: number | undefined;
    };

/** One frame read; undefined for one the client has no use for (depth, unknown kinds). */
export function readStreamMessage(text: string): StreamMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const answer = connectAnswerSchema.safeParse(json);
  if (answer.success) {
    const status = answer.data.t === "cf" ? answer.data.k : answer.data.s;
    return { kind: "connected", ok: status.toUpperCase() === "OK" };
  }
  const tick = tickSchema.safeParse(json);
  if (!tick.success) return undefined;
  return {
    kind: "tick",
    frame: tick.data.t,
    exchange: tick.data.e,
    token: tick.data.tk,
    lastPrice: tick.data.lp,
    feedTime: tick.data.ft,
    volume: tick.data.v,
  };
}
