import { aliceBlueSandbox } from "../adapters/alice-blue/sandbox";
import { fivePaisaSandbox } from "../adapters/five-paisa/sandbox";
import { hdfcSkySandbox, hdfcSkyStrategySandbox } from "../adapters/hdfc-sky/sandbox";
import { iiflCapitalSandbox } from "../adapters/iifl-capital/sandbox";
import { nuvamaSandbox } from "../adapters/nuvama/sandbox";
import type { RealBrokerCode } from "../registry";
import type { SandboxSpec } from "./sandbox-spec";

/** Every real broker that has a wire-faithful fake, as a sandbox (IIFL's XTS has no hand-off). */
export const SANDBOX_SPECS: Partial<Record<RealBrokerCode, SandboxSpec>> = {
  aliceblue: aliceBlueSandbox,
  "5paisa": fivePaisaSandbox,
  hdfc_sky: hdfcSkySandbox,
  hdfc_sky_strategy: hdfcSkyStrategySandbox,
  iifl_capital: iiflCapitalSandbox,
  nuvama: nuvamaSandbox,
};
