import { expect, test } from "./support/test";
import { signSessionToken } from "../lib/session/session-token";
import { logIn, sessionCookie } from "./support/session";

test.describe("who may see which page", () => {
  test("a logged-out visit to /dashboard lands on /login, remembering the page", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fdashboard$/);
    await expect(page).toHaveTitle("Login | Strikeline");
  });

  test("a tampered session counts as logged out and its cookie is cleared", async ({
    page,
    context,
  }) => {
    const forged = await signSessionToken(
      { sub: "x", broker: "iifl", clientId: "X1" },
      "a-different-secret-that-is-long-enough-to-sign",
      { now: new Date() },
    );
    await logIn(context, forged);
    await page.goto("/track");
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Ftrack$/);
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test("a logged-in trader on / or /login goes to /dashboard", async ({ page, context }) => {
    await logIn(context);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle("Dashboard | Strikeline");
  });

  test("mobile-only pages: phones stay, desktops go to the desktop target with the intent", async ({
    page,
    context,
  }, testInfo) => {
    await logIn(context);
    const phone = testInfo.project.name === "mobile";
    await page.goto("/account");
    await expect(page).toHaveURL(phone ? /\/account$/ : /\/dashboard$/);
    await page.goto("/track/b-1/adjust");
    await expect(page).toHaveURL(phone ? /\/track\/b-1\/adjust$/ : /\/track\?basket=b-1&adjust=1$/);
  });
});

test.describe("the web surface's headers", () => {
  test("pages and assets refuse sniffing and foreign framing", async ({ request }) => {
    for (const path of ["/", "/explore", "/login"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
      expect(headers["content-security-policy"], path).toContain("object-src 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
    }
  });

  test("a page that breaks the policy fails the journey it happens in", async ({
    page,
    cspViolations,
  }) => {
    await page.goto("/explore");
    // An injected <base> elsewhere would redirect every relative URL of the page: base-uri refuses it.
    await page.evaluate(() => {
      const base = document.createElement("base");
      base.href = "https://elsewhere.example/";
      document.head.append(base);
    });
    await expect
      .poll(() => [...cspViolations.seen])
      .toEqual([expect.stringContaining("base-uri refused https://elsewhere.example")]);
    cspViolations.seen.length = 0; // caused on purpose here: every other journey fails on it
  });
});
