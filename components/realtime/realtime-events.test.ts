import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { brokerLtpQuery } from "@/api-clients/market-feed/broker-ltp";
import { basketKeys } from "@/api-clients/user-strategy/baskets";
import type { BasketDetailsWire } from "@/lib/basket/user-basket-wire";
import { basketInfo, signal } from "@/lib/track/test-baskets";
import {
  applyRealtimeMessage,
  parseRealtimeMessage,
  refreshAfterOpen,
  type RealtimeMessage,
} from "./realtime-events";

function clientWith(details: BasketDetailsWire) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(basketKeys.details("b1"), details);
  client.setQueryData(basketKeys.active(), []);
  client.setQueryData(basketKeys.details("b2"), details);
  return client;
}
const isStale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe("parseRealtimeMessage", () => {
  it("reads the two events and ignores anything else", () => {
    expect(parseRealtimeMessage('{"type":"BasketUpdated","data":{"id":"b1"}}')).toEqual({
      type: "BasketUpdated",
      data: { id: "b1" },
    });
    expect(parseRealtimeMessage('{"type":"Heartbeat"}')).toBeNull();
    expect(parseRealtimeMessage("not json")).toBeNull();
  });
});

describe("applyRealtimeMessage", () => {
  const leg = signal({ id: "s1", status: "PENDING" });
  const details = { basket_info: basketInfo({ id: "b1" }), signals: [leg] };

  it("writes an updated leg into the cached basket and refetches that basket only", () => {
    const client = clientWith(details);
    const filled = { ...leg, status: "OPEN" };
    applyRealtimeMessage(client, { type: "SignalUpdated", data: filled });
    const cached = client.getQueryData<BasketDetailsWire>(basketKeys.details("b1"));
    expect(cached?.signals).toEqual([filled]);
    expect(isStale(client, basketKeys.details("b1"))).toBe(true);
    expect(isStale(client, basketKeys.details("b2"))).toBe(false);
  });

  it("adds a leg it has not seen, and leaves the cache alone for a malformed one", () => {
    const client = clientWith(details);
    const newLeg = signal({ id: "s2" });
    applyRealtimeMessage(client, { type: "SignalUpdated", data: newLeg });
    applyRealtimeMessage(client, { type: "SignalUpdated", data: { basket_id: "b1", id: 5 } });
    const cached = client.getQueryData<BasketDetailsWire>(basketKeys.details("b1"));
    expect(cached?.signals.map((s) => s.id)).toEqual(["s1", "s2"]);
  });

  it("refreshes a basket and the lists on BasketUpdated", () => {
    const client = clientWith(details);
    applyRealtimeMessage(client, { type: "BasketUpdated", data: { id: "b1" } });
    expect(isStale(client, basketKeys.details("b1"))).toBe(true);
    expect(isStale(client, basketKeys.active())).toBe(true);
    expect(isStale(client, basketKeys.details("b2"))).toBe(false);
  });

  it("refreshes every basket held when the socket opens", () => {
    const client = clientWith(details);
    refreshAfterOpen(client);
    expect(isStale(client, basketKeys.details("b2"))).toBe(true);
    expect(isStale(client, basketKeys.active())).toBe(true);
  });

  it("leaves a basket still waiting for its first answer to it", () => {
    const client = clientWith(details);
    const waiting = basketKeys.details("b3");
    void client.prefetchQuery({ queryKey: waiting, queryFn: () => new Promise(() => {}) });
    refreshAfterOpen(client);
    expect(isStale(client, waiting)).toBe(false);
    expect(isStale(client, basketKeys.details("b1"))).toBe(true);
  });
});

describe("PriceTicks", () => {
  const at = "2026-11-25T05:00:00.000Z";
  const earlier = "2026-11-25T04:59:58.000Z";
  const tick = (instrument_token: number, ltp: number, when = at): RealtimeMessage => ({
    type: "PriceTicks",
    data: [{ instrument_token, ltp, source: "stream", at: when }],
  });
  function clientWithPrices() {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const quoted = { source: "quote", at: earlier, stale: true } as const;
    client.setQueryData(brokerLtpQuery([1, 2], "t").queryKey, {
      prices: { "1": 10, "2": 20 },
      quotes: { "1": quoted, "2": quoted },
      session: "live",
    });
    client.setQueryData(brokerLtpQuery([3], "t").queryKey, {
      prices: { "3": 30 },
      quotes: { "3": quoted },
      session: "live",
    });
    return client;
  }

  it("is read from the socket", () => {
    expect(parseRealtimeMessage(JSON.stringify(tick(1, 10.5)))).toEqual(tick(1, 10.5));
    expect(
      parseRealtimeMessage('{"type":"PriceTicks","data":[{"instrument_token":1}]}'),
    ).toBeNull();
    expect(parseRealtimeMessage('{"type":"PriceTicks","data":[]}')).toBeNull();
  });

  it("writes the streamed price into the cached prices that hold its instrument, fresh", () => {
    const client = clientWithPrices();
    applyRealtimeMessage(client, tick(2, 21.05));
    expect(client.getQueryData(brokerLtpQuery([1, 2], "t").queryKey)).toEqual({
      prices: { "1": 10, "2": 21.05 },
      quotes: {
        "1": { source: "quote", at: earlier, stale: true },
        "2": { source: "stream", at, stale: false },
      },
      session: "live",
    });
    expect(client.getQueryData(brokerLtpQuery([3], "t").queryKey)?.prices).toEqual({ "3": 30 });
  });

  it("never replaces a newer price with an older one", () => {
    const client = clientWithPrices();
    applyRealtimeMessage(client, tick(3, 31));
    applyRealtimeMessage(client, tick(3, 29, earlier));
    expect(client.getQueryData(brokerLtpQuery([3], "t").queryKey)?.prices).toEqual({ "3": 31 });
  });
});
