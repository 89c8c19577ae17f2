/** What the surge bench and its crowd of traders (crowd.ts) say to each other over IPC. */
import type { Answer } from "../../services/baskets/testing/basket-calls";

/** One trader's call: a place of the tradebox under a key, or an exit of their basket. */
export type CrowdCall =
  | { action: "place"; token: string; strategyId: string; key: string }
  | { action: "exit"; token: string; basketId: string };

/**
 * How the crowd reaches the URLs: `pooled`, standing in for a balancer, over as many
 * connections per URL as it holds to an instance, kept alive between requests; `browsers`, each call on a connection of its
 * own, as traders' browsers reach a balancer whose idle connections to them it had closed.
 */
export type CrowdConnections = "pooled" | "browsers";

export interface CrowdCommand {
  /** The instances' base URLs (or the balancer's): call i goes to urls[i % urls.length]. */
  urls: string[];
  connections: CrowdConnections;
  calls: CrowdCall[];
  /** The calls are spread evenly over this. */
  spanMs: number;
}

/** One call's answer and when it went and came back (epoch ms, comparable across processes). */
export interface CrowdAnswer {
  sentAt: number;
  answeredAt: number;
  answer: Answer<{ basket_id: string; status: string }>;
}
