import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LongFilesFirst } from "./tests/support/long-files-first";

// Framework-free code (the domain, the typed clients, components' logic, route helpers) has no
// process state to leak between files: its files share worker threads and their module graph,
// which runs them an order of magnitude faster than a fresh process per file. The services'
// files (servers, sockets, databases, child processes, signals) keep a process each.
const DOMAIN = ["{lib,api-clients,components,app,tests}/**/*.test.{ts,tsx}", "proxy.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // components/ui/theme/chakra-theme.ts: the files of Chakra's theme, one by one.
      "@chakra-theme": fileURLToPath(
        new URL("./node_modules/@chakra-ui/react/dist/esm/theme", import.meta.url),
      ),
    },
  },
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker per core: vitest's default leaves one core free, which on a two-core runner ran
    // the services' files one at a time, though most of their time is spent waiting (databases,
    // sockets, child processes): 19 minutes where two workers take 11.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: { name: "domain", include: DOMAIN, pool: "threads", isolate: false },
      },
      {
        extends: true,
        test: { name: "services", include: ["{services,bench}/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
