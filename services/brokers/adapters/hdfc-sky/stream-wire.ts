import protobuf from "protobufjs";
import { z } from "zod";

/**
 * HDFC SKY's market-data stream, declared once for the client (price-stream.ts) and the fake
 * (fake-hdfc-sky-stream.ts). docs/brokers/hdfc-sky.md, "Price stream", gives the source of each
 * fact: docs 17-websocket, and OpenAlgo broker/hdfcsky/streaming/ and api/baseurl.py.
 */

/** The production endpoint: the docs show the path on the UAT host; OpenAlgo's live one is wss. */
export const HDFC_SKY_STREAM_URL = "wss://developer.hdfcsky.com/wsapi/v1/session";
export const HDFC_SKY_STREAM_PATH = "/wsapi/v1/session";

/** Documented: instruments one connection carries, and connections one API key may hold. */
export const MAX_INSTRUMENTS_PER_CONNECTION = 300;
export const MAX_CONNECTIONS_PER_API_KEY = 3;

/** Our pace (OpenAlgo's, the docs give none): a heartbeat every 10 s, 100 scrips a frame. */
export const HEARTBEAT_MS = 10_000;
export const SCRIPS_PER_FRAME = 100;

/**
 * The query the handshake authenticates with: the access token as `token` and the app's
 * `api_key`. OpenAlgo found on the live gateway that nothing else upgrades (401 otherwise).
 */
export function streamUrl(endpoint: string, accessToken: string, apiKey: string): URL {
  const url = new URL(endpoint);
  url.searchParams.set("token", accessToken);
  url.searchParams.set("api_key", apiKey);
  return url;
}

// ---------------------------------------------------------------------------------------------
// Client → server: JSON text frames.

/** LTP is all a price tick needs; ALL adds OHLC and depth, GREEK the option greeks. */
const scripSchema = z.object({ scripId: z.string(), type: z.enum(["LTP", "ALL", "GREEK"]) });

/** One request: `heart_beat` always, and either list (`unSubscribe` with a capital S). */
export const streamRequestSchema = z.object({
  heart_beat: z.boolean(),
  subscribe: z.array(scripSchema).optional(),
  unSubscribe: z.array(scripSchema).optional(),
});
export type StreamRequest = z.infer<typeof streamRequestSchema>;

export const HEARTBEAT_REQUEST: StreamRequest = { heart_beat: true };

export function subscriptionRequest(
  action: "subscribe" | "unSubscribe",
  scripIds: readonly string[],
): StreamRequest {
  return { heart_beat: false, [action]: scripIds.map((scripId) => ({ scripId, type: "LTP" })) };
}

/** The docs' scripId prefixes (exchange and segment), keyed by the master's exchange column. */
const PREFIXES: ReadonlySet<string> = new Set([
  "NSE",
  "NFO",
  "NCD",
  "NSE_INDEX",
  "BSE",
  "BFO",
  "BSE_INDEX",
  "MCX",
]);

/** "NFO_35003": the stream names a contract by its segment's prefix and its token. */
export function scripIdOf(exchange: string, brokerToken: string): string {
  if (!PREFIXES.has(exchange)) throw new Error(`HDFC SKY's stream has no prefix for ${exchange}`);
  return `${exchange}_${brokerToken}`;
}

/** The prefix and token of a scripId; undefined for a prefix the docs do not list. */
export function parseScripId(scripId: string): { prefix: string; token: string } | undefined {
  // Longest first, so NSE_INDEX_26000 is not read as NSE with token INDEX_26000.
  const prefix = [...PREFIXES]
    .sort((a, b) => b.length - a.length)
    .find((p) => scripId.startsWith(`${p}_`));
  const token = prefix && scripId.slice(prefix.length + 1);
  return prefix && token ? { prefix, token } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Server → client: binary protobuf frames, each a GenericDTOList.

/**
 * The part of HDFC's GenericDTO3.proto a price needs, with HDFC's field numbers. GenericDTO's
 * other fields (4 market status, 5 order, 6 trade, 10 greeks) and MBPData's other fields (OHLC,
 * volume, depth, OI) are left out: the decoder skips fields it does not declare.
 */
const PROTO = `
syntax = "proto3";
package hdfcsky;

message GenericDTOList {
  repeated GenericDTO genericDTOList = 1;
}

message GenericDTO {
  int64 instrumentId = 1;
  MBPData mbpData = 2;
  IndexData indexData = 3;
  int64 sequenceNo = 7;
  int64 packetTimestamp = 8;
  PacketType packetType = 9;
}

message MBPData {
  double lastTradedPrice = 1;
  int64 lastTradeTime = 2;
}

message IndexData {
  string indexName = 1;
  double indexValue = 2;
  int64 packetTimeStamp = 10;
}

enum PacketType {
  NSE_CM_ALL = 0;
  NSE_CD_ALL = 1;
  NSE_INDEX = 2;
  NSE_FO_ALL = 3;
  BSE_CM = 4;
  BSE_INDEX = 5;
  BSE_FO_ALL = 6;
  MCX_PKT = 7;
  ORDER = 8;
  TRADE = 9;
  NSE_CM_CIRC = 10;
  NSE_CD_CIRC = 11;
  NSE_CD_OI = 12;
  NSE_FO_CIRC = 13;
  NSE_FO_OI = 14;
  BSE_FO_OI = 15;
  HEARTBEAT = 16;
  NSE_FO_GREEK = 17;
  BSE_FO_GREEK = 18;
}
`;

const root = protobuf.parse(PROTO, { keepCase: true }).root;
const GenericDTOList = root.lookupType("hdfcsky.GenericDTOList");
const GenericDTO = root.lookupType("hdfcsky.GenericDTO");

const PACKET_TYPES = [
  "NSE_CM_ALL",
  "NSE_CD_ALL",
  "NSE_INDEX",
  "NSE_FO_ALL",
  "BSE_CM",
  "BSE_INDEX",
  "BSE_FO_ALL",
  "MCX_PKT",
  "ORDER",
  "TRADE",
  "NSE_CM_CIRC",
  "NSE_CD_CIRC",
  "NSE_CD_OI",
  "NSE_FO_CIRC",
  "NSE_FO_OI",
  "BSE_FO_OI",
  "HEARTBEAT",
  "NSE_FO_GREEK",
  "BSE_FO_GREEK",
] as const;
export type PacketType = (typeof PACKET_TYPES)[number];

/** One packet as decoded; proto3 leaves out fields at their default (0, "", the first enum). */
const packetSchema = z.object({
  instrumentId: z.number().optional(),
  mbpData: z
    .object({ lastTradedPrice: z.number().optional(), lastTradeTime: z.number().optional() })
    .optional(),
  indexData: z
    .object({ indexValue: z.number().optional(), packetTimeStamp: z.number().optional() })
    .optional(),
  sequenceNo: z.number().optional(),
  packetTimestamp: z.number().optional(),
  // An enum value this declaration does not know stays a number.
  packetType: z.union([z.enum(PACKET_TYPES), z.number()]).optional(),
});
export type Packet = z.infer<typeof packetSchema>;

/** Index packets carry their value in indexData; the others a price in mbpData. */
export function isIndexPacket(packet: Packet): boolean {
  return packet.packetType === "NSE_INDEX" || packet.packetType === "BSE_INDEX";
}

const TO_OBJECT = { longs: Number, enums: String } as const;

/** A list's only field is #1, length-delimited; a GenericDTO's #1 is a varint (instrumentId). */
const LIST_TAG = (1 << 3) | 2;

/**
 * The packets of one binary frame. Frames are a GenericDTOList; OpenAlgo met deployments that
 * send a bare GenericDTO, told apart here by the first field's tag. A packet that does not read
 * is reported in `unreadable`, the others still serve.
 */
export function decodeFrame(bytes: Uint8Array): { packets: Packet[]; unreadable: number } {
  const isList = bytes.length === 0 || protobuf.Reader.create(bytes).uint32() === LIST_TAG;
  const messages = isList
    ? (GenericDTOList.toObject(GenericDTOList.decode(bytes), TO_OBJECT).genericDTOList ?? [])
    : [GenericDTO.toObject(GenericDTO.decode(bytes), TO_OBJECT)];
  const packets: Packet[] = [];
  let unreadable = 0;
  for (const message of messages as unknown[]) {
    const packet = packetSchema.safeParse(message);
    if (packet.success) packets.push(packet.data);
    else unreadable++;
  }
  return { packets, unreadable };
}

/** What the fake writes: packets with their enum by name. */
export interface OutgoingPacket {
  instrumentId?: number;
  packetType: PacketType;
  packetTimestamp?: number;
  sequenceNo?: number;
  mbpData?: { lastTradedPrice: number };
  indexData?: { indexValue: number };
}

/** One GenericDTOList frame of `packets`, as HDFC's servers write it. */
export function encodeFrame(packets: readonly OutgoingPacket[]): Uint8Array {
  const list = GenericDTOList.fromObject({ genericDTOList: packets });
  return GenericDTOList.encode(list).finish();
}

/** A bare GenericDTO (the other shape OpenAlgo met), for the decoder's test. */
export function encodeBarePacket(packet: OutgoingPacket): Uint8Array {
  return GenericDTO.encode(GenericDTO.fromObject(packet)).finish();
}
