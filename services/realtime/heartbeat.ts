import { WebSocket } from "ws";
import { HEARTBEAT_MESSAGE } from "../../lib/realtime/heartbeat-message";

/**
 * Ping every socket each interval and terminate those that did not pong since the last ping:
 * a phone that lost its network never sends a close frame, and its socket would linger forever.
 * Each also gets a Heartbeat message, the only sign of life a browser's page can see.
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
      if (socket.readyState === WebSocket.OPEN) socket.send(HEARTBEAT_MESSAGE);
    }
  }, intervalMs);
  // The HTTP server keeps the process alive; the heartbeat alone should not.
  timer.unref();
  return () => clearInterval(timer);
}
