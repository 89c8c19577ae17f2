import { parseConfig, type ServicesConfig } from "../config";

/**
 * A config for tests: in-memory PGlite, an ephemeral port, the development session secret, and
 * no sandbox brokers (a test of them starts its own: services/brokers/sandbox).
 */
export function testConfig(overrides: Partial<ServicesConfig> = {}): ServicesConfig {
  return {
    ...parseConfig({
      NODE_ENV: "test",
      PORT: "0",
      PGLITE_DATA_DIR: "memory://",
      SANDBOX_BROKERS: "0",
    }),
    ...overrides,
  };
}

/** Timeout for a test that boots PGlite (WASM) itself: seconds on a busy machine. */
export const PGLITE_BOOT_TIMEOUT_MS = 60_000;
