import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // One clock (lib/time/clock.ts): services and lib never read the machine's clock themselves,
    // so a test states its instant and means it, whatever day it runs on.
    files: ["services/**/*.ts", "lib/**/*.ts", "bench/**/*.ts"],
    ignores: ["lib/time/clock.ts", "lib/time/clock.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Ask the injected Clock (lib/time/clock.ts) what time it is.",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message:
            "Ask the injected Clock (lib/time/clock.ts) what time it is; performance.now() for elapsed time.",
        },
      ],
    },
  },
  {
    // What the browser may load validates with zod/mini (lib/validation/zod.ts): one import of
    // classic zod would bring its JSON Schema generator back into every trader page.
    files: ["lib/**/*.{ts,tsx}", "api-clients/**/*.ts", "components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/testing/**", "lib/validation/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              allowTypeImports: true,
              message: "import * as z from lib/validation/zod.ts (zod/mini with English messages).",
            },
            {
              name: "zod/mini",
              message: "import * as z from lib/validation/zod.ts: it sets zod's English messages.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-e2e*/**",
    ".next-web-floor/**",
    "node_modules/**",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
