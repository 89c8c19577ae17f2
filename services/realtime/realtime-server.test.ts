import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signSessionToken, type SessionClaims } from "../../lib/session/session-token";
import { startServices, type RunningServices } from "../server";
import { testClock } from "../testing/test-clock";
import { recordingLogger } from "../testing/recording-logger";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import { connect, connectOpen, until } from "../testing/ws-client";
import { SESSION_EXPIRED_CLOSE_CODE } from "./realtime-server";

const HEARTBEAT_MS = 100;
const userA: SessionClaims = { sub: "user-a", broker: "strikeline_broker", clientId: "PAPER-A" };
const userB: SessionClaims = { sub: "user-b", broker: "iifl", clientId: "CLIENT-B" };

describe("realtime service over a listening server", () => {
  const config = testConfig({ realtimeHeartbeatMs: HEARTBEAT_MS });
  const clock = testClock();
  let services: RunningServices;
  let wsBase: string;
  const tokenFor = (claims: SessionClaims, lifetimeSeconds?: number) =>
    signSessionToken(claims, config.sessionSecret, { lifetimeSeconds, now: clock.now() });
  const realtimeUrl = (authorization?: string) =>
    authorization === undefined
      ? `${wsBase}/realtime`
      : `${wsBase}/realtime?Authorization=${encodeURIComponent(authorization)}`;

  beforeAll(async () => {
    services = await startServices(config, recordingLogger(), { clock });
    wsBase = services.url.replace(/^http/, "ws");
  });
  afterAll(() => services?.stop());

  it("refuses a handshake without a token with 401", async () => {
    expect(await connect(realtimeUrl())).toEqual({ kind: "rejected", status: 401 });
    expect(await connect(realtimeUrl(""))).toEqual({ kind: "rejected", status: 401 });
  });

  it("refuses a bad, foreign or expired token with 401", async () => {
    const foreign = await signSessionToken(userA, "another-secret-another-secret-another", {
      now: clock.now(),
    });
    const expired = await signSessionToken(userA, config.sessionSecret, {
      now: new Date(clock.now().getTime() - 13 * 3600_000),
    });
    for (const token of ["not-a-jwt", foreign, expired, `Bearer ${foreign}`]) {
      expect(await connect(realtimeUrl(token))).toEqual({ kind: "rejected", status: 401 });
    }
  });

  it("refuses an upgrade on another path with 404", async () => {
    const token = await tokenFor(userA);
    const result = await connect(`${wsBase}/bridge?Authorization=${token}`);
    expect(result).toEqual({ kind: "rejected", status: 404 });
  });

  it("accepts a valid token, raw or as 'Bearer <token>', and forgets sockets that close", async () => {
    const token = await tokenFor(userA);
    const raw = await connectOpen(realtimeUrl(token));
    const bearer = await connectOpen(realtimeUrl(`Bearer ${token}`));
    expect(services.realtime.connectionCount()).toBe(2);
    raw.ws.close();
    bearer.ws.close();
    await Promise.all([raw.closed, bearer.closed]);
    await until(() => services.realtime.connectionCount() === 0);
  });

  it("sends a user's events to that user's sockets only", async () => {
    const [tokenA, tokenB] = await Promise.all([tokenFor(userA), tokenFor(userB)]);
    const a1 = await connectOpen(realtimeUrl(tokenA));
    const a2 = await connectOpen(realtimeUrl(tokenA));
    const b = await connectOpen(realtimeUrl(tokenB));

    await services.events.publish({
      type: "BasketUpdated",
      userId: "user-a",
      data: { id: "basket-1" },
    });
    const signal = { basket_id: "basket-9", id: "signal-1", status: "OPEN" };
    await services.events.publish({ type: "SignalUpdated", userId: "user-b", data: signal });

    // B's own event arrives after A's was published: had A's reached B, it would be here first.
    await until(
      () => b.messages.length === 1 && a1.messages.length === 1 && a2.messages.length === 1,
    );
    expect(b.messages).toEqual([{ type: "SignalUpdated", data: signal }]);
    for (const a of [a1, a2]) {
      expect(a.messages).toEqual([{ type: "BasketUpdated", data: { id: "basket-1" } }]);
    }
    for (const socket of [a1, a2, b]) socket.ws.close();
    await Promise.all([a1.closed, a2.closed, b.closed]);
  });

  it("terminates a socket that stops answering pings, and keeps one that answers", async () => {
    const token = await tokenFor(userA);
    const silent = await connectOpen(realtimeUrl(token), { autoPong: false });
    const lively = await connectOpen(realtimeUrl(token));
    // Terminated, not closed: the server sends no close frame, so the client sees 1006.
    expect(await silent.closed).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(lively.ws.readyState).toBe(lively.ws.OPEN);
    // A page cannot see pings: it hears the Heartbeat message each interval.
    expect(lively.heartbeats()).toBeGreaterThanOrEqual(2);
    lively.ws.close();
    await lively.closed;
  });

  it("closes a socket with 4001 when its session expires", async () => {
    const socket = await connectOpen(realtimeUrl(await tokenFor(userA, 2)));
    expect(await socket.closed).toBe(SESSION_EXPIRED_CLOSE_CODE);
  });
});

describe("realtime service on shutdown", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  it("closes open sockets with 1001 and stops the server", async () => {
    const config = testConfig();
    const clock = testClock();
    const services = await startServices(config, recordingLogger(), { clock });
    const token = await signSessionToken(userA, config.sessionSecret, { now: clock.now() });
    const socket = await connectOpen(
      `${services.url.replace(/^http/, "ws")}/realtime?Authorization=${token}`,
    );
    await services.stop();
    expect(await socket.closed).toBe(1001);
    await expect(fetch(`${services.url}/health`)).rejects.toThrow();
  });
});
