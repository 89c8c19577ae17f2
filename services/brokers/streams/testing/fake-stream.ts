/** The fake side of a broker's stream, as the contract drives it. */
export interface FakeStreamControls {
  /** Connections open now. */
  connections(): number;
  /** What the open connections are subscribed to, as broker tokens (the broker's own ids). */
  subscriptions(): ReadonlySet<string>;
  /** The session (access token, or what the broker's connect carries) of each connection. */
  sessionsSeen(): readonly string[];
  /**
   * The server drops every connection (a network blip, the broker's restart), or only those of
   * `clientId` where the fake knows each connection's client (the others drop them all).
   */
  dropConnections(clientId?: string): void;
}

/** A broker's fake stream, running: where it listens, and the controls the contract drives. */
export interface FakeStream extends FakeStreamControls {
  /** The endpoint a client is pointed at (ws://127.0.0.1:<port>/…, mqtt://…, tcp://…). */
  url: string;
  close(): Promise<void>;
}
