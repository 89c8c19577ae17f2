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
  /** `traderServedBy`: the instance a balancer put the trader's socket on (its answer header). */
  | { kind: "connected"; sockets: number; traderServedBy?: string }
  /** The trader's socket first heard of `orderId` filled at `at` (epoch ms). */
  | { kind: "heard"; orderId: string; at: number };
