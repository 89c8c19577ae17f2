import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { basketKeys } from "@/api-clients/user-strategy/baskets";
import type { BasketDetailsWire } from "@/lib/basket/user-basket-wire";
import { basketInfo, signal } from "@/lib/track/test-baskets";
import {
  applyRealtimeMessage,
  parseRealtimeMessage,
  refreshAfterReconnect,
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

  it("refreshes every basket after a reconnect", () => {
    const client = clientWith(details);
    refreshAfterReconnect(client);
    expect(isStale(client, basketKeys.details("b2"))).toBe(true);
    expect(isStale(client, basketKeys.active())).toBe(true);
  });
});
