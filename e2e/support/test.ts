import { test as base, expect } from "@playwright/test";

// Every journey imports test and expect from here: Playwright's, with a listener for
// Content-Security-Policy violations. A page that trips our policy (docs/security.md) fails the
// journey it happened in, whatever else that journey checks.
export * from "@playwright/test";

/** The violations seen so far in this test's pages, one line each. */
export interface CspViolations {
  readonly seen: string[];
}

const REPORT_BINDING = "__strikelineCspViolation";

export const test = base.extend<{ cspViolations: CspViolations }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolations = { seen: [] };
      await context.exposeBinding(REPORT_BINDING, ({ page }, line: string) => {
        violations.seen.push(`${page?.url() ?? "a page"}: ${line}`);
      });
      await context.addInitScript((binding) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as Record<string, (line: string) => void>)[binding];
          report?.(`${event.effectiveDirective} refused ${event.blockedURI || "inline"}`);
        });
      }, REPORT_BINDING);
      await use(violations);
      expect(violations.seen, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
