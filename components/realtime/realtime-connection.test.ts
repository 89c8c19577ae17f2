import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT_MESSAGE } from "@/lib/realtime/heartbeat-message";
import {
  RealtimeConnection,
  SESSION_EXPIRED_CLOSE_CODE,
  type ConnectionOptions,
  type SocketLike,
} from "./realtime-connection";

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  closedWith: number | undefined;
  readonly sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  close(code?: number) {
    this.readyState = 3;
    this.closedWith = code;
  }
}

let sockets: FakeSocket[];
let opens: boolean[];
let messages: string[];

function connection(overrides: Partial<ConnectionOptions> = {}) {
  return new RealtimeConnection({
    url: () => "ws://x/realtime?Authorization=t",
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onMessage: (data) => messages.push(data),
    onOpen: (reconnected) => opens.push(reconnected),
    heartbeatTimeoutMs: 1_000,
    random: () => 1,
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  opens = [];
  messages = [];
});
afterEach(() => vi.useRealTimers());

describe("RealtimeConnection", () => {
  it("opens one socket and hands its messages on", () => {
    const live = connection();
    live.start();
    live.start();
    sockets[0]?.open();
    sockets[0]?.receive('{"type":"BasketUpdated"}');
    expect(sockets).toHaveLength(1);
    expect(opens).toEqual([false]);
    expect(messages).toEqual(['{"type":"BasketUpdated"}']);
    expect(live.currentState).toBe("open");
  });

  it("reconnects after a drop with growing waits, and says it reconnected", () => {
    const live = connection();
    live.start();
    sockets[0]?.open();
    sockets[0]?.serverClose(1006);
    expect(live.currentState).toBe("reconnecting");
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverClose(1006); // failed again: the next wait doubles
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]?.open();
    expect(opens).toEqual([false, true]);
  });

  it("stays away once the session has expired", () => {
    const live = connection();
    live.start();
    sockets[0]?.open();
    sockets[0]?.serverClose(SESSION_EXPIRED_CLOSE_CODE);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(live.currentState).toBe("stopped");
  });

  it("keeps a socket that hears the server's heartbeats", () => {
    const live = connection();
    live.start();
    sockets[0]?.open();
    for (let beat = 0; beat < 5; beat++) {
      vi.advanceTimersByTime(900);
      sockets[0]?.receive(HEARTBEAT_MESSAGE);
    }
    expect(sockets).toHaveLength(1);
    expect(live.currentState).toBe("open");
  });

  it("replaces a socket that went silent, even before its first message", () => {
    const live = connection();
    live.start();
    sockets[0]?.open();
    vi.advanceTimersByTime(1_000);
    expect(sockets[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it("wakes a waiting reconnect at once, and stop closes everything", () => {
    const live = connection();
    live.start();
    sockets[0]?.serverClose(1006);
    live.wake();
    expect(sockets).toHaveLength(2);
    live.wake(); // already connecting: no second socket
    expect(sockets).toHaveLength(2);
    live.stop();
    expect(sockets[1]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it("does not connect without a session", () => {
    const live = connection({ url: () => null });
    live.start();
    expect(sockets).toHaveLength(0);
    expect(live.currentState).toBe("stopped");
  });

  it("sends only on an open socket", () => {
    const live = connection();
    live.start();
    expect(live.send("early")).toBe(false);
    sockets[0]!.open();
    expect(live.send("hello")).toBe(true);
    expect(sockets[0]!.sent).toEqual(["hello"]);
    sockets[0]!.serverClose(1006);
    expect(live.send("late")).toBe(false);
  });
});
