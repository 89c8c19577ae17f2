/*
 * IIFL Capital's Bridge (its MQTT market-data broker) on the wire: the connect's credentials, the
 * feed topics and the Market Feed event's binary layout ("MWBOCombined"), declared once here and
 * used by both the stream client (price-stream.ts) and its fake (fake-iifl-capital-stream.ts), so
 * the two cannot drift apart. Sources, in docs/brokers/iifl-capital.md "Price stream":
 * marketcalls/broker-api-docs iiflcapital-api-docs/06, 08 and 11 (host, offsets, 188-byte events,
 * little-endian, prices ÷ priceDivisor, Unix time) and IIFL's own SDK, IIFLCapital/BridgePy
 * (bridgePy/connector.py: username, password, topics, QoS, keepalive; examples/main.py: the C#
 * struct with Pack = 2, 186 bytes).
 */

/** The Bridge: MQTT 3.1.1 over TLS (06 and 08: `bridge.iiflcapital.com`, port 8883). */
export const IIFL_CAPITAL_BRIDGE = "mqtts://bridge.iiflcapital.com:8883";

/** bridgePy's keepalive, in seconds. */
export const BRIDGE_KEEPALIVE_SECONDS = 20;

const PASSWORD = /^OPENID~~(.+)~$/;

/** The connect's password: the day's userSession wrapped as bridgePy sends it. */
export function bridgePassword(userSession: string): string {
  return `OPENID~~${userSession}~`;
}

/** The userSession a connect's password carries; undefined when it is not bridgePy's form. */
export function userSessionOfBridgePassword(password: string): string | undefined {
  return PASSWORD.exec(password)?.[1];
}

/**
 * The connect's username: the userSession JWT's `preferred_username` claim (the client code),
 * as bridgePy reads it; undefined when the session is not a JWT carrying one.
 */
export function bridgeUsernameOf(userSession: string): string | undefined {
  const payload = userSession.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof claims !== "object" || claims === null) return undefined;
    const name = (claims as { preferred_username?: unknown }).preferred_username;
    return typeof name === "string" && name !== "" ? name : undefined;
  } catch {
    return undefined;
  }
}

/** Feed topics: `prod/marketfeed/mw/v1/<segment>/<instrumentId>`, all lowercase (bridgePy). */
export const MARKET_FEED_TOPIC_PREFIX = "prod/marketfeed/mw/v1/";

/** `<segment>/<instrumentId>`: bridgePy refuses any topic outside `[0-9a-z/]`. */
const TOPIC_SUFFIX = /^[0-9a-z]+\/[0-9]+$/;

/** The feed topic of one contract, e.g. `prod/marketfeed/mw/v1/nsefo/35005`. */
export function marketFeedTopic(segment: string, instrumentId: string): string {
  const suffix = `${segment.toLowerCase()}/${instrumentId}`;
  if (!TOPIC_SUFFIX.test(suffix)) throw new RangeError(`Not an IIFL feed topic: ${suffix}`);
  return MARKET_FEED_TOPIC_PREFIX + suffix;
}

/** The segment and instrument id a feed topic names; undefined for any other topic. */
export function parseMarketFeedTopic(
  topic: string,
): { segment: string; instrumentId: string } | undefined {
  if (!topic.startsWith(MARKET_FEED_TOPIC_PREFIX)) return undefined;
  const suffix = topic.slice(MARKET_FEED_TOPIC_PREFIX.length);
  if (!TOPIC_SUFFIX.test(suffix)) return undefined;
  const [segment = "", instrumentId = ""] = suffix.split("/");
  return { segment, instrumentId };
}

type FieldType = "i32" | "u32" | "u16";

/** The scalar fields at their byte offsets (08-market-data-stream.md "Market Feed"). */
const FIELDS = {
  ltp: [0, "i32"],
  lastTradedQuantity: [4, "u32"],
  tradedVolume: [8, "u32"],
  high: [12, "i32"],
  low: [16, "i32"],
  open: [20, "i32"],
  close: [24, "i32"],
  averageTradedPrice: [28, "i32"],
  reserved: [32, "u16"],
  // Pack = 2: no padding after the 2-byte `reserved`, so these sit at 34, not 36.
  bestBidQuantity: [34, "u32"],
  bestBidPrice: [38, "i32"],
  bestAskQuantity: [42, "u32"],
  bestAskPrice: [46, "i32"],
  totalBidQuantity: [50, "u32"],
  totalAskQuantity: [54, "u32"],
  priceDivisor: [58, "i32"],
  /** Seconds since the Unix epoch (bridgePy's example reads it with `fromtimestamp`). */
  lastTradedTime: [62, "i32"],
} as const satisfies Record<string, readonly [number, FieldType]>;

export type MarketFeedField = keyof typeof FIELDS;

/** 5 bid levels then 5 ask levels from byte 66, each quantity u32, price i32, orders i16, 2 spare. */
const DEPTH_OFFSET = 66;
const DEPTH_LEVEL_BYTES = 12;
const DEPTH_LEVELS = 10;

/** The struct's size (Pack = 2); what a client needs at least to read an event. */
export const MARKET_FEED_STRUCT_BYTES = DEPTH_OFFSET + DEPTH_LEVELS * DEPTH_LEVEL_BYTES;
/** What the broker publishes: the struct and 2 trailing bytes (08: "Length 188"). */
export const MARKET_FEED_EVENT_BYTES = 188;

export interface DepthLevel {
  quantity: number;
  /** Raw, like every price here: divide by `priceDivisor`. */
  price: number;
  orders: number;
}

export type MarketFeed = Record<MarketFeedField, number> & {
  bids: DepthLevel[];
  asks: DepthLevel[];
};

function read(buffer: Buffer, offset: number, type: FieldType): number {
  if (type === "i32") return buffer.readInt32LE(offset);
  if (type === "u32") return buffer.readUInt32LE(offset);
  return buffer.readUInt16LE(offset);
}

function write(buffer: Buffer, offset: number, type: FieldType, value: number): void {
  if (type === "i32") buffer.writeInt32LE(value, offset);
  else if (type === "u32") buffer.writeUInt32LE(value, offset);
  else buffer.writeUInt16LE(value, offset);
}

const fieldEntries = Object.entries(FIELDS) as [MarketFeedField, readonly [number, FieldType]][];

/** A Market Feed event read; undefined when it is shorter than the struct. */
export function decodeMarketFeed(payload: Buffer): MarketFeed | undefined {
  if (payload.length < MARKET_FEED_STRUCT_BYTES) return undefined;
  const fields = {} as Record<MarketFeedField, number>;
  for (const [name, [offset, type]] of fieldEntries) fields[name] = read(payload, offset, type);
  const levels: DepthLevel[] = [];
  for (let level = 0; level < DEPTH_LEVELS; level++) {
    const at = DEPTH_OFFSET + level * DEPTH_LEVEL_BYTES;
    levels.push({
      quantity: payload.readUInt32LE(at),
      price: payload.readInt32LE(at + 4),
      orders: payload.readInt16LE(at + 8),
    });
  }
  return { ...fields, bids: levels.slice(0, 5), asks: levels.slice(5) };
}

/** A Market Feed event as the broker publishes it (188 bytes); fields not given are 0. */
export function encodeMarketFeed(
  feed: Partial<Record<MarketFeedField, number>> & {
    bids?: readonly DepthLevel[];
    asks?: readonly DepthLevel[];
  },
): Buffer {
  const buffer = Buffer.alloc(MARKET_FEED_EVENT_BYTES);
  for (const [name, [offset, type]] of fieldEntries) write(buffer, offset, type, feed[name] ?? 0);
  const levels = [...(feed.bids ?? []).slice(0, 5)];
  while (levels.length < 5) levels.push({ quantity: 0, price: 0, orders: 0 });
  levels.push(...(feed.asks ?? []).slice(0, 5));
  levels.forEach((level, index) => {
    const at = DEPTH_OFFSET + index * DEPTH_LEVEL_BYTES;
    buffer.writeUInt32LE(level.quantity, at);
    buffer.writeInt32LE(level.price, at + 4);
    buffer.writeInt16LE(level.orders, at + 8);
  });
  return buffer;
}

/**
 * A raw price in paise, exactly: raw × 100 ÷ priceDivisor in integers (NSE F&O sends divisor
 * 100, so raw is paise as is), a remainder rounding half away from zero; undefined for a
 * divisor that is not a positive integer.
 */
export function rawPriceToPaise(raw: number, priceDivisor: number): number | undefined {
  if (!Number.isSafeInteger(priceDivisor) || priceDivisor <= 0) return undefined;
  const scaled = raw * 100; // |raw| < 2^31, so exact
  const quotient = Math.trunc(scaled / priceDivisor);
  const remainder = scaled - quotient * priceDivisor;
  if (2 * Math.abs(remainder) >= priceDivisor) return quotient + Math.sign(scaled);
  return quotient;
}
