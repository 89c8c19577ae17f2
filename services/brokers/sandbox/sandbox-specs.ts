import { aliceBlueSandbox } from "../adapters/alice-blue/sandbox";
import type { RealBrokerCode } from "../registry";
import type { SandboxSpec } from "./sandbox-spec";

/** Every real broker that has a wire-faithful fake, as a sandbox (IIFL's XTS has no hand-off). */
export const SANDBOX_SPECS: Partial<Record<RealBrokerCode, SandboxSpec>> = {
  aliceblue: aliceBlueSandbox,
};
