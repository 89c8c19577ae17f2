import { expect, test } from "./support/test";
import { pageTitle } from "../lib/product";
import { ROUTES, routePath } from "../lib/routing/routes";
import { logIn } from "./support/session";

// Every route of the table answers with its own title (mobile-only pages on the phone only:
// a desktop is redirected from them, which e2e/access.spec.ts checks). One test per size, a step
// per route: a fresh browser context per route cost CI more than the pages themselves.
test("every route answers with its title", async ({ page, context, isMobile }) => {
  test.setTimeout(120_000);
  const routes = ROUTES.filter(
    // A profile is titled with its tradebox's name (e2e/tradebox-profile.spec.ts).
    (route) => (isMobile || !route.desktopTarget) && route.id !== "tradeboxProfile",
  );
  // The public pages first, as a visitor (a trader is sent from / and /login to the dashboard).
  const ordered = [
    ...routes.filter((route) => route.access !== "protected"),
    ...routes.filter((route) => route.access === "protected"),
  ];
  let loggedIn = false;
  for (const route of ordered) {
    const params = Object.fromEntries(
      [...route.pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
        name,
        name === "broker" ? "iifl" : "sample-1",
      ]),
    );
    const path = routePath(route.id, params);
    await test.step(`${path} is '${route.title}'`, async () => {
      if (route.access === "protected" && !loggedIn) {
        await logIn(context);
        loggedIn = true;
      }
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page, path).toHaveURL(new RegExp(`${path.replace(/[/.]/g, "\\$&")}$`));
      await expect.soft(page, path).toHaveTitle(pageTitle(route.title));
    });
  }
});

test.describe("navigation follows the route flags", () => {
  test("bottom nav on a phone's dashboard, none on place order", async ({ page, context }) => {
    test.skip(test.info().project.name !== "mobile", "the bottom nav is a phone's");
    await logIn(context);
    await page.goto("/dashboard");
    const bottomNav = page.getByRole("navigation", { name: "Main" });
    await expect(bottomNav).toBeVisible();
    for (const label of ["Dashboard", "Track", "Explore", "History", "Account"]) {
      await expect(bottomNav.getByRole("link", { name: label })).toBeVisible();
    }
    await page.goto("/dashboard/sample-1");
    await expect(page).toHaveTitle(pageTitle("Place Order"));
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });

  test("desktop top bar after login", async ({ page, context }) => {
    test.skip(test.info().project.name !== "desktop", "the top bar is a desktop's");
    await logIn(context);
    await page.goto("/history");
    const topBar = page.getByRole("navigation", { name: "Main" });
    await expect(topBar).toBeVisible();
    await topBar.getByRole("link", { name: "Track" }).click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your tradeboxes" })).toBeVisible();
  });
});
