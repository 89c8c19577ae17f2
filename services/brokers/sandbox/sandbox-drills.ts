import { z } from "zod";
import { DEFAULT_FAULT_REJECTION } from "../test-broker/faults";
import type { FakeExchange } from "../testing/fake-exchange";

/**
 * What a drill asks of a sandbox broker (POST /analyst/sandbox/:broker/drill), as the live broker
 * would do it: refuse the next orders with its reason, book them late with their answers lost, or
 * end every session (its daily rollover).
 */
export const sandboxDrillSchema = z.strictObject({
  rejectNext: z
    .strictObject({
      count: z.number().int().min(1).max(100),
      reason: z.string().trim().min(1).default(DEFAULT_FAULT_REJECTION),
    })
    .optional(),
  expireSessions: z.literal(true).optional(),
  /**
   * The broker books the next orders late (FakeExchange.bookLate): each is taken at once, the
   * answer to its send is lost (504), and its book shows it only this many seconds later.
   */
  bookLate: z
    .strictObject({
      count: z.number().int().min(1).max(100),
      seconds: z.number().int().min(1).max(120),
    })
    .optional(),
  /**
   * The broker's market-data stream drops its connections (its clients reconnect): the
   * client's where the fake knows each connection's (Alice Blue's), else every one.
   */
  dropStream: z.literal(true).optional(),
  /**
   * The stream goes quiet for this long, its connection held (a stalled feed): the trader's
   * prices age into 'stale'. Honoured by the fakes that know each connection's client (Alice
   * Blue's); the others keep streaming.
   */
  stallStream: z.strictObject({ seconds: z.number().int().min(1).max(300) }).optional(),
  /** Only this client's orders and sessions (a drill among other traders); everyone's unset. */
  clientId: z.string().trim().min(1).optional(),
});
export type SandboxDrill = z.output<typeof sandboxDrillSchema>;
/** A drill as a caller sends it (the journeys). */
export type SandboxDrillRequest = z.input<typeof sandboxDrillSchema>;

/** What a drill acts on: the sandbox's exchange, and its fake stream where it has one. */
export interface DrillTarget {
  exchange: FakeExchange;
  dropStream?(clientId?: string): void;
}

export function runSandboxDrill({ exchange, dropStream }: DrillTarget, drill: SandboxDrill): void {
  for (let i = 0; i < (drill.rejectNext?.count ?? 0); i++) {
    exchange.rejectNext(drill.rejectNext!.reason, drill.clientId);
  }
  if (drill.expireSessions) exchange.expireSessions(drill.clientId);
  if (drill.bookLate) {
    exchange.bookLate(drill.bookLate.seconds * 1_000, drill.bookLate.count, drill.clientId);
  }
  if (drill.dropStream) dropStream?.(drill.clientId);
  if (drill.stallStream) exchange.stallFeed(drill.stallStream.seconds * 1_000, drill.clientId);
}
