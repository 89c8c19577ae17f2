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
  globalIgnores([
    ".next/**",
    ".next-e2e*/**",
    "node_modules/**",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
