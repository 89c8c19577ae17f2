import { z } from "zod";
import { DEFAULT_FAULT_REJECTION } from "../test-broker/faults";
import type { FakeExchange } from "../testing/fake-exchange";

/**
 * What a drill asks of a sandbox broker (POST /analyst/sandbox/:broker/drill), as the live broker
 * would do it: refuse the next orders with its reason, or end every session (its daily rollover).
 */
export const sandboxDrillSchema = z.strictObject({
  rejectNext: z
    .strictObject({
      count: z.number().int().min(1).max(100),
      reason: z.string().trim().min(1).default(DEFAULT_FAULT_REJECTION),
    })
    .optional(),
  expireSessions: z.literal(true).optional(),
  /** The broker's market-data stream drops every connection (its clients reconnect). */
  dropStream: z.literal(true).optional(),
  /** Only this client's orders and sessions (a drill among other traders); everyone's unset. */
  clientId: z.string().trim().min(1).optional(),
});
export type SandboxDrill = z.output<typeof sandboxDrillSchema>;

/** What a drill acts on: the sandbox's exchange, and its fake stream where it has one. */
export interface DrillTarget {
  exchange: FakeExchange;
  dropStream?(): void;
}

export function runSandboxDrill({ exchange, dropStream }: DrillTarget, drill: SandboxDrill): void {
  for (let i = 0; i < (drill.rejectNext?.count ?? 0); i++) {
    exchange.rejectNext(drill.rejectNext!.reason, drill.clientId);
  }
  if (drill.expireSessions) exchange.expireSessions(drill.clientId);
  if (drill.dropStream) dropStream?.();
}
