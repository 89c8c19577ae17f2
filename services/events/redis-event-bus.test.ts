import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { signSessionToken } from "../../lib/session/session-token";
import { startServices } from "../server";
import { testClock } from "../testing/test-clock";
import { recordingLogger } from "../testing/recording-logger";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import { connectOpen, until } from "../testing/ws-client";
import type { RealtimeEvent } from "./event-bus";
import { REALTIME_CHANNEL, createRedisEventBus } from "./redis-event-bus";
import { TEST_REDIS_URL } from "../testing/test-redis-url";

// Runs against a real Redis when TEST_REDIS_URL names one (.ci/run sets it when 6379 answers).
const redisUrl = TEST_REDIS_URL;

const basketUpdated = (userId: string, id: string): RealtimeEvent => ({
  type: "BasketUpdated",
  userId,
  data: { id },
});

describe.skipIf(!redisUrl)(`Redis event bus (${redisUrl ?? "skipped: set TEST_REDIS_URL"})`, () => {
  it("delivers an event published on one bus to the subscribers of another", async () => {
    const [a, b] = await Promise.all([
      createRedisEventBus(redisUrl!, recordingLogger()),
      createRedisEventBus(redisUrl!, recordingLogger()),
    ]);
    try {
      // The channel is the server's: another test file's instances may publish on it meanwhile.
      const user = `user-${randomUUID()}`;
      const seenByA: RealtimeEvent[] = [];
      const seenByB: RealtimeEvent[] = [];
      a.subscribe((e) => e.userId === user && seenByA.push(e));
      b.subscribe((e) => e.userId === user && seenByB.push(e));
      await a.publish(basketUpdated(user, "basket-1"));
      await until(() => seenByA.length === 1 && seenByB.length === 1);
      expect(seenByB).toEqual([basketUpdated(user, "basket-1")]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("carries several events published together as one message, delivered in order", async () => {
    const [a, b] = await Promise.all([
      createRedisEventBus(redisUrl!, recordingLogger()),
      createRedisEventBus(redisUrl!, recordingLogger()),
    ]);
    try {
      const user = `user-${randomUUID()}`;
      const leg: RealtimeEvent = { type: "SignalUpdated", userId: user, data: { basket_id: "b" } };
      const seenByB: RealtimeEvent[] = [];
      b.subscribe((e) => e.userId === user && seenByB.push(e));
      // What crosses Redis: one message for the two events.
      const listener = new Redis(redisUrl!);
      const messages: string[] = [];
      await listener.subscribe(REALTIME_CHANNEL);
      listener.on("message", (_channel: string, text: string) => {
        if (text.includes(user)) messages.push(text);
      });
      await a.publish([leg, basketUpdated(user, "b")]);
      await until(() => seenByB.length === 2 && messages.length === 1);
      expect(seenByB).toEqual([leg, basketUpdated(user, "b")]);
      expect(JSON.parse(messages[0]!)).toEqual([leg, basketUpdated(user, "b")]);
      await listener.quit();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("refuses to publish an event that breaks the schema", async () => {
    const bus = await createRedisEventBus(redisUrl!, recordingLogger());
    try {
      const bad = { type: "BasketUpdated", userId: "u", data: {} } as unknown as RealtimeEvent;
      await expect(bus.publish(bad)).rejects.toThrow();
    } finally {
      await bus.close();
    }
  });

  it(
    "two service instances: an event raised on one reaches the owner's socket on the other only",
    { timeout: PGLITE_BOOT_TIMEOUT_MS * 2 },
    async () => {
      const config = testConfig({ redisUrl });
      const clock = testClock();
      const [one, two] = await Promise.all([
        startServices(config, recordingLogger(), { clock }),
        startServices(config, recordingLogger(), { clock }),
      ]);
      try {
        const token = (sub: string) =>
          signSessionToken({ sub, broker: "iifl", clientId: sub }, config.sessionSecret, {
            now: clock.now(),
          });
        const realtimeUrl = async (port: number, sub: string) =>
          `ws://127.0.0.1:${port}/realtime?Authorization=${encodeURIComponent(await token(sub))}`;
        const owner = await connectOpen(await realtimeUrl(two.port, "owner"));
        const stranger = await connectOpen(await realtimeUrl(two.port, "stranger"));
        await one.events.publish(basketUpdated("owner", "basket-9"));
        await until(() => owner.messages.length === 1);
        expect(owner.messages).toEqual([{ type: "BasketUpdated", data: { id: "basket-9" } }]);
        expect(stranger.messages).toEqual([]);
        owner.ws.close();
        stranger.ws.close();
      } finally {
        await Promise.all([one.stop(), two.stop()]);
      }
    },
  );
});
