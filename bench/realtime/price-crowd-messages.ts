/** What the price fan-out bench and its socket crowd (price-crowd.ts) say to each other over IPC. */
export interface CrowdSocket {
  /** The trader's session token. */
  token: string;
  /** The instrument tokens its socket watches (`WatchPrices`). */
  watch: number[];
}

export type PriceCrowdCommand =
  | {
      kind: "connect";
      /** ws://host:port/realtime */
      socketUrl: string;
      sockets: CrowdSocket[];
    }
  /** How many sockets have heard a price of every instrument they watch. */
  | { kind: "readiness" }
  /** Every PriceTick heard since the last collect. */
  | { kind: "collect" }
  | { kind: "close" };

export type PriceCrowdReport =
  | { kind: "connected"; sockets: number }
  | { kind: "readiness"; ready: number }
  /**
   * Each PriceTick heard, flat: socket index, instrument token, price in paise, when it arrived
   * (epoch ms, `performance.timeOrigin + performance.now()`), four numbers a tick.
   */
  | { kind: "heard"; ticks: number[] };
