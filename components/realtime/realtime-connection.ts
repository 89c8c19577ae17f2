import { reconnectDelay } from "./backoff";

/** The part of the browser's WebSocket the connection uses (a fake stands in for it in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
  send(data: string): void;
}

export type ConnectionState = "idle" | "connecting" | "open" | "reconnecting" | "stopped";

/** The realtime service closes a socket with 4001 when its session expires: do not come back. */
export const SESSION_EXPIRED_CLOSE_CODE = 4001;
/** Server pings every 30 s (docs/api.md); miss two and a half of them and the socket is dead. */
export const HEARTBEAT_TIMEOUT_MS = 75_000;

export interface ConnectionOptions {
  /** The socket's URL with the session token, or null when logged out (nothing to connect). */
  url: () => string | null;
  createSocket: (url: string) => SocketLike;
  onMessage: (data: string) => void;
  /** After every open; `reconnected` is true from the second one on (data may have been missed). */
  onOpen: (reconnected: boolean) => void;
  onStateChange?: (state: ConnectionState) => void;
  heartbeatTimeoutMs?: number;
  random?: () => number;
}

/**
 * One realtime socket that stays up: reconnects with jittered exponential backoff, and restarts
 * a socket that has gone silent. Browsers cannot see the server's protocol pings, so the server
 * also sends a Heartbeat message each interval (lib/realtime/heartbeat-message.ts): from the
 * moment a socket opens, silence longer than the heartbeat timeout means the network dropped
 * without a close frame.
 */
export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private opened = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private state: ConnectionState = "idle";

  constructor(private readonly options: ConnectionOptions) {}

  get currentState(): ConnectionState {
    return this.state;
  }

  start(): void {
    if (this.state !== "idle" && this.state !== "stopped") return;
    this.connect();
  }

  stop(): void {
    this.clearTimers();
    this.setState("stopped");
    this.drop();
  }

  /** Reconnect now (network back, tab shown again) unless the socket is already open. */
  wake(): void {
    if (this.retryTimer === undefined) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connect();
  }

  /** Sends `data` if the socket is open; false otherwise (the caller sends again on open). */
  send(data: string): boolean {
    if (this.state !== "open" || !this.socket) return false;
    this.socket.send(data);
    return true;
  }

  /** Replace the socket now, e.g. after the tab slept long enough to miss events. */
  restart(): void {
    if (this.state === "stopped" || this.state === "idle") return;
    this.drop();
    this.clearTimers();
    this.connect();
  }

  private connect(): void {
    const url = this.options.url();
    if (!url) return this.setState("stopped");
    this.setState(this.opened ? "reconnecting" : "connecting");
    const socket = this.options.createSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.opened;
      this.opened = true;
      this.attempt = 0;
      this.armWatchdog();
      this.setState("open");
      this.options.onOpen(reconnected);
    };
    socket.onmessage = (event) => {
      this.armWatchdog();
      if (typeof event.data === "string") this.options.onMessage(event.data);
    };
    socket.onclose = (event) => this.onClose(socket, event.code);
    // An error is always followed by a close; the close decides what to do.
    socket.onerror = () => {};
  }

  private onClose(socket: SocketLike, code: number): void {
    if (socket !== this.socket || this.state === "stopped") return;
    this.socket = null;
    clearTimeout(this.watchdog);
    if (code === SESSION_EXPIRED_CLOSE_CODE) return this.setState("stopped");
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.setState("reconnecting");
    const delay = reconnectDelay(this.attempt++, this.options.random);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private armWatchdog(): void {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      this.drop();
      this.scheduleReconnect();
    }, this.options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS);
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close(1000, "Client closed");
  }

  private clearTimers(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    clearTimeout(this.watchdog);
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onStateChange?.(state);
  }
}
