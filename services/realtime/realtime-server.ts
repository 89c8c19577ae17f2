import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import { bearerToken } from "../auth/bearer-token";
import { checkSession, type SessionAuth } from "../auth/session-auth";
import type { EventBus, RealtimeEvent } from "../events/event-bus";
import type { Logger } from "../logger";
import { REALTIME_SERVICE } from "../service-catalogue";
import { startHeartbeat } from "./heartbeat";
import { watchPricesOn, type PriceWatchSource, type Trader } from "./price-watch";
import { rejectUpgrade } from "./reject-upgrade";
import { SocketRegistry } from "./socket-registry";

export interface RealtimeOptions {
  server: Server;
  events: EventBus;
  sessions: SessionAuth;
  heartbeatMs: number;
  logger: Logger;
  /** The trader's own broker's prices, pushed to a socket that asks (`WatchPrices`). */
  prices?: PriceWatchSource;
}

export interface RealtimeService {
  /** Open sockets right now. */
  connectionCount(): number;
  /** Stop accepting, close every socket (1001), and stop listening to events. */
  close(): Promise<void>;
}

/** Close code sent when the session behind a socket expires: the client must log in again. */
export const SESSION_EXPIRED_CLOSE_CODE = 4001;
// Clients send only WatchPrices (a few dozen tokens) and otherwise listen: no reason to accept much.
const MAX_CLIENT_MESSAGE_BYTES = 4096;
const SHUTDOWN_GRACE_MS = 1_000;
// setTimeout fires at once past this (~24.8 days); sessions last 12 h, but a clamp costs nothing.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The realtime service: WebSocket upgrades on /realtime, authenticated by the session token in
 * the `Authorization` query parameter (browsers cannot set headers on a WebSocket). Each event
 * on the bus goes, as `{type, data}`, to the sockets of event.userId only; a socket that sends
 * `WatchPrices` also gets its trader's broker prices as they tick (`PriceTicks`).
 */
export function attachRealtime(options: RealtimeOptions): RealtimeService {
  const { server, events, sessions, heartbeatMs, logger, prices } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  const registry = new SocketRegistry();
  let closing = false;

  async function authenticate(
    request: IncomingMessage,
  ): Promise<{ status: number } | { trader: Trader; expiresAt: Date }> {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname.replace(/\/$/, "") !== REALTIME_SERVICE.basePath) return { status: 404 };
    const session = await checkSession(
      sessions,
      bearerToken(url.searchParams.get("Authorization")),
    );
    if (session.status !== "valid") return { status: 401 };
    const { sub: userId, broker, clientId } = session.claims;
    return { trader: { userId, broker, clientId }, expiresAt: session.expiresAt };
  }

  // upgrade: a WebSocket handshake on any path of the HTTP server.
  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Until ws owns the socket, a client reset must not become an unhandled 'error'.
    const onSocketError = (error: Error) =>
      logger.warn("Realtime handshake socket error", { error });
    socket.on("error", onSocketError);
    authenticate(request)
      .then((result) => {
        if (closing) return rejectUpgrade(socket, 503);
        if ("status" in result) return rejectUpgrade(socket, result.status);
        wss.handleUpgrade(request, socket, head, (ws) => {
          socket.off("error", onSocketError);
          onConnection(ws, result.trader, result.expiresAt);
        });
      })
      .catch((error: unknown) => {
        logger.error("Realtime upgrade failed", { error });
        rejectUpgrade(socket, 500);
      });
  }

  function onConnection(ws: WebSocket, trader: Trader, expiresAt: Date): void {
    const { userId } = trader;
    registry.add(userId, ws);
    if (prices) watchPricesOn(ws, trader, prices, logger);
    const untilExpiry = Math.min(
      Math.max(expiresAt.getTime() - sessions.clock.now().getTime(), 0),
      MAX_TIMER_MS,
    );
    const expiry = setTimeout(
      () => ws.close(SESSION_EXPIRED_CLOSE_CODE, "Session expired"),
      untilExpiry,
    );
    ws.on("error", (error) => logger.warn("Realtime socket error", { userId, error }));
    ws.on("close", () => {
      clearTimeout(expiry);
      registry.remove(userId, ws);
    });
  }

  function deliver(event: RealtimeEvent): void {
    const message = JSON.stringify({ type: event.type, data: event.data });
    for (const ws of registry.socketsOf(event.userId)) {
      if (ws.readyState === WebSocket.OPEN) ws.send(message);
    }
  }

  server.on("upgrade", onUpgrade);
  const unsubscribe = events.subscribe(deliver);
  const stopHeartbeat = startHeartbeat(() => registry.all(), heartbeatMs);

  return {
    connectionCount: () => registry.size,
    async close() {
      if (closing) return;
      closing = true;
      server.off("upgrade", onUpgrade);
      unsubscribe();
      stopHeartbeat();
      const sockets = registry.all();
      await Promise.all(sockets.map((ws) => closeGracefully(ws, SHUTDOWN_GRACE_MS)));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

// Ask the client to go (1001 'going away', so it reconnects elsewhere); cut it off if it lingers.
function closeGracefully(ws: WebSocket, graceMs: number): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => ws.terminate(), graceMs);
    ws.once("close", () => {
      clearTimeout(force);
      resolve();
    });
    ws.close(1001, "Server shutting down");
  });
}
