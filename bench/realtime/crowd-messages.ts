/** What the realtime bench and its socket crowd (socket-crowd.ts) say to each other over IPC. */
export type CrowdCommand =
  | {
      kind: "connect";
      /** ws://host:port/realtime */
      socketUrl: string;
      /** The other traders' session tokens: their sockets only listen. */
      otherTokens: string[];
      traderToken: string;
    }
  | { kind: "close" };

export type CrowdReport =
  | { kind: "connected"; sockets: number }
  /** The trader's socket first heard of `orderId` filled at `at` (epoch ms). */
  | { kind: "heard"; orderId: string; at: number };
