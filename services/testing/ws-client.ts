import WebSocket from "ws";
import { HEARTBEAT_MESSAGE } from "../../lib/realtime/heartbeat-message";

export interface OpenSocket {
  ws: WebSocket;
  /** Every JSON event received, from the moment the socket was created (heartbeats apart). */
  messages: unknown[];
  /** How many Heartbeat messages arrived. */
  heartbeats: () => number;
  /** Resolves with the close code when the socket closes. */
  closed: Promise<number>;
}

export type ConnectResult = ({ kind: "open" } & OpenSocket) | { kind: "rejected"; status: number };

/** Open a real WebSocket and report how the handshake ended: open, or the HTTP status refusing it. */
export function connect(
  url: string,
  options: WebSocket.ClientOptions = {},
): Promise<ConnectResult> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    const messages: unknown[] = [];
    let heartbeats = 0;
    const closed = new Promise<number>((resolveClosed) => ws.once("close", resolveClosed));
    ws.on("message", (data) => {
      const text = data.toString();
      if (text === HEARTBEAT_MESSAGE) heartbeats++;
      else messages.push(JSON.parse(text));
    });
    ws.once("open", () =>
      resolve({ kind: "open", ws, messages, heartbeats: () => heartbeats, closed }),
    );
    ws.once("unexpected-response", (request, response) => {
      resolve({ kind: "rejected", status: response.statusCode ?? 0 });
      request.destroy();
    });
    // `on`, not `once`: an 'error' with no listener after the handshake would crash the run.
    ws.on("error", reject);
  });
}

export async function connectOpen(
  url: string,
  options?: WebSocket.ClientOptions,
): Promise<OpenSocket> {
  const result = await connect(url, options);
  if (result.kind !== "open") throw new Error(`expected the socket to open, got ${result.status}`);
  return result;
}

/** Polls until the condition holds; fails the test after the timeout instead of hanging. */
export async function until(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
