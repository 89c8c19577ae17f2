/**
 * The realtime bench's sockets, in a process of their own (forked by
 * bench/order-fill-to-socket.bench.ts): a browser's socket is never on the services' event loop,
 * and 1,000 clients parsing messages beside the services would time the bench, not the services.
 * Told where and as whom to connect, it opens every socket, then reports each order the trader's
 * socket first hears of as filled, with when (epoch milliseconds, comparable across processes).
 */
import type WebSocket from "ws";
import { SERVED_BY_HEADER } from "../../services/testing/cluster/haproxy-config";
import { epochNow, openSocket, reportToParent } from "./crowd-process";
import type { CrowdCommand, CrowdReport } from "./crowd-messages";

const report = (message: CrowdReport) => reportToParent(message);

interface OrderSnap {
  id: string;
  status: string;
}

const sockets: WebSocket[] = [];
const heard = new Set<string>();

async function connect(command: Extract<CrowdCommand, { kind: "connect" }>) {
  const urlOf = (token: string) =>
    `${command.socketUrl}?Authorization=${encodeURIComponent(token)}`;
  for (const token of command.otherTokens) sockets.push(await openSocket(urlOf(token)));
  let traderServedBy: string | undefined;
  const mine = await openSocket(urlOf(command.traderToken), (answer) => {
    const header = answer.headers[SERVED_BY_HEADER.toLowerCase()];
    traderServedBy = typeof header === "string" ? header : undefined;
  });
  sockets.push(mine);
  mine.on("message", (raw) => {
    const at = epochNow();
    const message = JSON.parse(raw.toString()) as {
      type: string;
      data: { order_snap_list?: OrderSnap[] };
    };
    if (message.type !== "SignalUpdated") return;
    for (const snap of message.data.order_snap_list ?? []) {
      if (snap.status !== "COMPLETE" || heard.has(snap.id)) continue;
      heard.add(snap.id);
      report({ kind: "heard", orderId: snap.id, at });
    }
  });
  report({ kind: "connected", sockets: sockets.length, traderServedBy });
}

process.on("message", (command: CrowdCommand) => {
  if (command.kind === "connect") {
    connect(command).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  } else {
    for (const ws of sockets) ws.terminate();
    process.disconnect();
  }
});
