import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL(".", import.meta.url)) },
  },
  test: {
    include: [
      "{lib,api-clients,services,tests,components,app,bench}/**/*.test.{ts,tsx}",
      "proxy.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
