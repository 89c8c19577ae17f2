/** What a bench's forked crowd of sockets shares: its clock, its parent, its handshakes. */
import type { IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";

/** Epoch milliseconds at sub-millisecond resolution, comparable across processes. */
export const epochNow = () => performance.timeOrigin + performance.now();

/** Sends a report to the bench that forked this process. */
export function reportToParent<Report>(message: Report): void {
  process.send?.(message);
}

/**
 * Opens a socket, resolving once its handshake is done; `onHandshake` gets the server's answer
 * to the upgrade (a balancer names the instance there).
 */
export function openSocket(
  url: string,
  onHandshake?: (answer: IncomingMessage) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    if (onHandshake) ws.once("upgrade", onHandshake);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}
