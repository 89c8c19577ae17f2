import type { WebSocket } from "ws";

/**
 * Ping every socket each interval and terminate those that did not pong since the last ping:
 * a phone that lost its network never sends a close frame, and its socket would linger forever.
 */
export function startHeartbeat(sockets: () => Iterable<WebSocket>, intervalMs: number): () => void {
  const answered = new WeakSet<WebSocket>();
  const tracked = new WeakSet<WebSocket>();

  const timer = setInterval(() => {
    for (const socket of sockets()) {
      if (!tracked.has(socket)) {
        // First sight of this socket: it has had no ping to answer yet.
        tracked.add(socket);
        socket.on("pong", () => answered.add(socket));
      } else if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  // The HTTP server keeps the process alive; the heartbeat alone should not.
  timer.unref();
  return () => clearInterval(timer);
}
