import type { Instrument } from "../../market/instrument";
import type { SandboxListing, SandboxSpec } from "./sandbox-spec";

/** Sandbox tokens start here: numbers of the brokers' kind, never our instrument tokens. */
const FIRST_SANDBOX_TOKEN = 70_001;

/**
 * The contracts a sandbox lists: the simulated market's, each under a token of the sandbox's
 * own (so an adapter that sent our token for the broker's would be refused), named the broker's
 * way. In token order, so a restart on the same day gives every contract the same token.
 */
export function sandboxListings(
  spec: Pick<SandboxSpec, "scripOf">,
  instruments: readonly Instrument[],
): SandboxListing[] {
  return [...instruments]
    .sort((a, b) => a.token - b.token)
    .map((instrument, index) => ({
      instrument,
      scrip: spec.scripOf(instrument, String(FIRST_SANDBOX_TOKEN + index)),
    }));
}
