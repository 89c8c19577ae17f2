import { describe, expect, it } from "vitest";
import {
  MARKET_FEED_EVENT_BYTES,
  MARKET_FEED_STRUCT_BYTES,
  bridgePassword,
  bridgeUsernameOf,
  decodeMarketFeed,
  encodeMarketFeed,
  marketFeedTopic,
  parseMarketFeedTopic,
  rawPriceToPaise,
  userSessionOfBridgePassword,
} from "./bridge-wire";

describe("IIFL Capital's Bridge on the wire", () => {
  it("reads the docs' own hex dump of a Market Feed event (11-binary-decoding-guide.md)", () => {
    // The guide's first two lines; the rest of the 188 bytes zero but the divisor (100).
    const dump = "10F3010074000000E454750058F60100" + "ECEE010097F3010077F5010063F20100";
    const payload = Buffer.alloc(MARKET_FEED_EVENT_BYTES);
    Buffer.from(dump, "hex").copy(payload);
    payload.writeInt32LE(100, 58);
    const feed = decodeMarketFeed(payload);
    expect(feed).toMatchObject({
      ltp: 127_760, // ₹1,277.60, as the guide reads it
      lastTradedQuantity: 116,
      tradedVolume: 7_689_444,
      high: 128_600,
      priceDivisor: 100,
    });
    expect(rawPriceToPaise(feed!.ltp, feed!.priceDivisor)).toBe(127_760);
  });

  it("lays the struct out packed by 2: 186 bytes, published as 188", () => {
    expect(MARKET_FEED_STRUCT_BYTES).toBe(186);
    const payload = encodeMarketFeed({
      ltp: 12_345,
      bestBidQuantity: 75,
      priceDivisor: 100,
      lastTradedTime: 1_795_000_000,
      asks: [{ quantity: 150, price: 12_350, orders: 3 }],
    });
    expect(payload.length).toBe(188);
    // After the 2-byte `reserved` at 32, the best bid quantity is at 34 (no padding to 36).
    expect(payload.readUInt32LE(34)).toBe(75);
    expect(payload.readInt32LE(62)).toBe(1_795_000_000);
    // The first ask level follows the 5 bid levels: 66 + 5 × 12.
    expect(payload.readInt32LE(126 + 4)).toBe(12_350);
    const feed = decodeMarketFeed(payload);
    expect(feed?.asks[0]).toEqual({ quantity: 150, price: 12_350, orders: 3 });
    expect(decodeMarketFeed(payload.subarray(0, 185))).toBeUndefined();
  });

  it("turns raw prices into exact paise whatever the divisor", () => {
    expect(rawPriceToPaise(18_765, 100)).toBe(18_765);
    expect(rawPriceToPaise(187_650, 1_000)).toBe(18_765);
    expect(rawPriceToPaise(1_876_549, 10_000)).toBe(18_765); // ₹187.6549 → 18,765.49 paise
    expect(rawPriceToPaise(5, 1_000)).toBe(1); // half a paisa rounds away from zero
    expect(rawPriceToPaise(2_147_483_647, 100)).toBe(2_147_483_647);
    expect(rawPriceToPaise(100, 0)).toBeUndefined();
    expect(rawPriceToPaise(100, -100)).toBeUndefined();
  });

  it("logs in as bridgePy: the JWT's preferred_username and OPENID~~<session>~", () => {
    const claims = Buffer.from(JSON.stringify({ preferred_username: "93080048" })).toString(
      "base64url",
    );
    const userSession = `eyJhbGciOiJSUzI1NiJ9.${claims}.signature`;
    expect(bridgeUsernameOf(userSession)).toBe("93080048");
    expect(bridgeUsernameOf("token-CL1001-1")).toBeUndefined();
    expect(bridgePassword(userSession)).toBe(`OPENID~~${userSession}~`);
    expect(userSessionOfBridgePassword(bridgePassword(userSession))).toBe(userSession);
    expect(userSessionOfBridgePassword(userSession)).toBeUndefined();
  });

  it("names a contract's feed topic in lowercase, and reads it back", () => {
    const topic = marketFeedTopic("NSEFO", "35005");
    expect(topic).toBe("prod/marketfeed/mw/v1/nsefo/35005");
    expect(parseMarketFeedTopic(topic)).toEqual({ segment: "nsefo", instrumentId: "35005" });
    expect(parseMarketFeedTopic("prod/marketfeed/oi/v1/nsefo/35005")).toBeUndefined();
    expect(() => marketFeedTopic("NSE_FO", "35005")).toThrow(RangeError);
  });
});
