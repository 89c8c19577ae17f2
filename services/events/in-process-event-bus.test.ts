import { describe, expect, it } from "vitest";
import { recordingLogger } from "../testing/recording-logger";
import type { RealtimeEvent } from "./event-bus";
import { createInProcessEventBus } from "./in-process-event-bus";

const basketUpdated: RealtimeEvent = { type: "BasketUpdated", userId: "u1", data: { id: "b1" } };

describe("in-process event bus", () => {
  it("delivers each event to every subscriber until it unsubscribes", async () => {
    const bus = createInProcessEventBus(recordingLogger());
    const first: RealtimeEvent[] = [];
    const second: RealtimeEvent[] = [];
    const unsubscribeFirst = bus.subscribe((event) => first.push(event));
    bus.subscribe((event) => second.push(event));

    await bus.publish(basketUpdated);
    unsubscribeFirst();
    await bus.publish({ ...basketUpdated, data: { id: "b2" } });

    expect(first.map((e) => e.data)).toEqual([{ id: "b1" }]);
    expect(second.map((e) => e.data)).toEqual([{ id: "b1" }, { id: "b2" }]);
  });

  it("keeps a SignalUpdated's position fields", async () => {
    const bus = createInProcessEventBus(recordingLogger());
    const seen: RealtimeEvent[] = [];
    bus.subscribe((event) => seen.push(event));
    const data = { basket_id: "b1", id: "s1", status: "OPEN", realised_pnl: 120.5 };
    await bus.publish({ type: "SignalUpdated", userId: "u1", data });
    expect(seen[0]?.data).toEqual(data);
  });

  it("rejects an event that breaks the envelope schema, delivering nothing", async () => {
    const bus = createInProcessEventBus(recordingLogger());
    const seen: RealtimeEvent[] = [];
    bus.subscribe((event) => seen.push(event));
    const noBasket = { type: "SignalUpdated", userId: "u1", data: { id: "s1" } };
    // Deliberately untyped input, as a publisher reading JSON from elsewhere would have.
    await expect(bus.publish(noBasket as unknown as RealtimeEvent)).rejects.toThrow(/basket_id/);
    await expect(bus.publish({ ...basketUpdated, userId: "" })).rejects.toThrow();
    expect(seen).toEqual([]);
  });

  it("delivers news of several events in order, or none of it when one breaks the schema", async () => {
    const bus = createInProcessEventBus(recordingLogger());
    const seen: RealtimeEvent[] = [];
    bus.subscribe((event) => seen.push(event));
    const leg: RealtimeEvent = { type: "SignalUpdated", userId: "u1", data: { basket_id: "b1" } };
    await bus.publish([leg, basketUpdated]);
    expect(seen).toEqual([leg, basketUpdated]);

    const broken = { ...leg, data: {} } as unknown as RealtimeEvent;
    await expect(bus.publish([leg, broken, basketUpdated])).rejects.toThrow(/basket_id/);
    expect(seen).toHaveLength(2);
  });

  it("logs a failing subscriber and still delivers to the rest", async () => {
    const logger = recordingLogger();
    const bus = createInProcessEventBus(logger);
    const seen: RealtimeEvent[] = [];
    bus.subscribe(() => {
      throw new Error("subscriber broke");
    });
    bus.subscribe((event) => seen.push(event));
    await bus.publish(basketUpdated);
    expect(seen).toHaveLength(1);
    expect(logger.entries).toMatchObject([{ level: "error", message: "Event handler failed" }]);
  });
});
