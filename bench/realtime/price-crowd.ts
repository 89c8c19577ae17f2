/**
 * The price fan-out bench's sockets, in a process of their own (forked by
 * bench/broker-price-fanout.bench.ts), as bench/realtime/socket-crowd.ts is for the fill bench:
 * a browser's socket is never on the services' event loop. Each socket asks for its trader's
 * prices (`WatchPrices`) and stamps every message as it arrives; the bench collects the PriceTicks.
 */
import type WebSocket from "ws";
import { epochNow, openSocket, reportToParent } from "./crowd-process";
import type { PriceCrowdCommand, PriceCrowdReport } from "./price-crowd-messages";

/** Handshakes in flight at once: a crowd arriving, not one at a time. */
const OPENING_AT_ONCE = 50;

interface Message {
  type?: string;
  data?: { instrument_token?: number; ltp?: number }[];
}

const report = (message: PriceCrowdReport) => reportToParent(message);

const sockets: WebSocket[] = [];
/** Per socket, the watched instruments it has not heard a price of yet. */
const unheard: Set<number>[] = [];
/**
 * Messages as they arrived, read later: socket index, arrival time, bytes. A browser reads only
 * its own socket's messages; this one process reads a thousand sockets' in turn, so it stamps
 * each on arrival and leaves the parsing until the bench asks, lest one socket's parsing delay
 * the next one's stamp.
 */
let arrived: [number, number, WebSocket.RawData][] = [];
let heard: number[] = [];

/** Parses what arrived since the last read into `heard`, and ticks off what each socket heard. */
function readArrived() {
  for (const [index, at, raw] of arrived) {
    const message = JSON.parse(raw.toString()) as Message;
    if (message.type !== "PriceTicks") continue;
    for (const tick of message.data ?? []) {
      const instrument = tick.instrument_token ?? 0;
      heard.push(index, instrument, Math.round((tick.ltp ?? 0) * 100), at);
      unheard[index]!.delete(instrument);
    }
  }
  arrived = [];
}

async function connect(command: Extract<PriceCrowdCommand, { kind: "connect" }>) {
  const opened = async (index: number) => {
    const { token, watch } = command.sockets[index]!;
    const ws = await openSocket(`${command.socketUrl}?Authorization=${encodeURIComponent(token)}`);
    unheard[index] = new Set(watch);
    ws.on("message", (raw) => arrived.push([index, epochNow(), raw]));
    ws.send(JSON.stringify({ type: "WatchPrices", instrument_tokens: watch }));
    sockets[index] = ws;
  };
  for (let start = 0; start < command.sockets.length; start += OPENING_AT_ONCE) {
    const batch = command.sockets.slice(start, start + OPENING_AT_ONCE);
    await Promise.all(batch.map((_, i) => opened(start + i)));
  }
  report({ kind: "connected", sockets: sockets.length });
}

process.on("message", (command: PriceCrowdCommand) => {
  switch (command.kind) {
    case "connect":
      connect(command).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
      return;
    case "readiness":
      readArrived();
      report({ kind: "readiness", ready: unheard.filter((set) => set.size === 0).length });
      return;
    case "collect":
      readArrived();
      report({ kind: "heard", ticks: heard });
      heard = [];
      return;
    case "close":
      for (const ws of sockets) ws.terminate();
      process.disconnect();
  }
});
