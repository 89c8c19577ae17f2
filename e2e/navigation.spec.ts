import { expect, test, type Page } from "./support/test";
import { ENTERPRISE_URL } from "../components/layout/nav-items";
import { SEBI_RISK_WARNING } from "../components/layout/footer/regulatory-details";
import { brokerByCode } from "../lib/brokers";
import { MEGA_MENU_GROUPS, categoryParams } from "../lib/explore/category-menus";
import { parseExploreParams } from "../lib/explore/parse-explore-params";
import { TEST_BROKER_CODE } from "../lib/product";
import { logInAsTrader } from "./support/session";

// Spec §2 navigation and screen 10 (footer/disclaimer) at both sizes. Screenshots go to
// test-results/shots for a person to look at.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/shots/${test.info().project.name}-${name}.png` });

const isPhone = () => test.info().project.name === "mobile";

/** The room the logged-in shell leaves under the page for the bottom nav. */
const shellBottomPadding = (page: Page) =>
  page.getByRole("main").evaluate((main) => getComputedStyle(main.parentElement!).paddingBottom);

/** The disclaimer's text: the footer's on a phone, the drawer's (opened) on a desktop. */
async function openDisclaimer(page: Page) {
  const footer = page.getByRole("contentinfo");
  if (isPhone()) return footer.getByTestId("disclaimer");
  await footer.getByRole("button", { name: "Disclaimer" }).click();
  const drawer = page.getByRole("dialog", { name: "Disclaimer" });
  await expect(drawer).toBeVisible();
  return drawer.getByTestId("disclaimer");
}

test.describe("logged out", () => {
  test("phone: logo and a menu drawer with Explore Tradebox, Compliance, For Enterprises, Login", async ({
    page,
  }) => {
    test.skip(!isPhone(), "the menu drawer is a phone's");
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Strikeline home" })).toBeVisible();
    await header.getByRole("button", { name: "Open menu" }).click();

    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const menu = drawer.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link")).toHaveText([
      "Explore Tradebox",
      "Compliance",
      "For Enterprises",
    ]);
    await expect(menu.getByRole("link", { name: "Explore Tradebox" })).toHaveAttribute(
      "href",
      "/explore",
    );
    const enterprises = menu.getByRole("link", { name: "For Enterprises" });
    await expect(enterprises).toHaveAttribute("href", ENTERPRISE_URL);
    await expect(enterprises).toHaveAttribute("target", "_blank");
    await expect(drawer.getByRole("button", { name: "Login", exact: true })).toBeVisible();
    await shot(page, "menu-drawer");

    await menu.getByRole("link", { name: "Compliance" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/#compliance$/);
    await expect(page.getByRole("heading", { level: 2, name: /Registered/ })).toBeInViewport();

    await header.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog", { name: "Choose your broker" })).toBeVisible();
  });

  test("desktop: Home, Compliance, Explore Tradebox, For Enterprises and the login control", async ({
    page,
  }) => {
    test.skip(isPhone(), "the bar is a tablet's and desktop's");
    await page.goto("/");
    const bar = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(bar.getByRole("link")).toHaveText([
      "Home",
      "Compliance",
      "Explore Tradebox",
      "For Enterprises",
    ]);
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: "For Enterprises" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Choose your broker" })).toBeVisible();
    await page.keyboard.press("Escape");
    await shot(page, "pre-login-bar");

    await bar.getByRole("link", { name: "Compliance" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Registered/ })).toBeInViewport();
    await bar.getByRole("link", { name: "Explore Tradebox" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(bar.getByRole("link", { name: "Explore Tradebox" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the footer's disclaimer: inline on a phone, in a drawer on a desktop", async ({ page }) => {
    await page.goto("/explore");
    const footer = page.getByRole("contentinfo");
    if (isPhone()) {
      await expect(footer.getByTestId("disclaimer")).toBeVisible();
      await expect(footer.getByRole("button", { name: "Disclaimer" })).toBeHidden();
      await footer.scrollIntoViewIfNeeded();
    } else {
      await expect(page.getByTestId("disclaimer")).toBeHidden();
    }
    const disclaimer = await openDisclaimer(page);
    await expect(disclaimer).toContainText(SEBI_RISK_WARNING);
    await expect(disclaimer).toContainText(/Registration No\. INH\d{9}/);
    await expect(disclaimer).toContainText("comes from your broker");
    await expect(disclaimer).toContainText("no liability for the accuracy");
    await expect(disclaimer).toContainText("Past returns do not guarantee future returns.");
    await shot(page, "footer");
  });
});

test.describe("logged in", () => {
  test("desktop: the top bar, and the Explore mega menu on hover", async ({ page, context }) => {
    test.skip(isPhone(), "the top bar is a tablet's and desktop's");
    await logInAsTrader(context, { clientId: "NAVTOP01" });
    await page.goto("/dashboard");
    const bar = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(bar.getByRole("link")).toHaveText(["Dashboard", "Track", "Explore", "History"]);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    const toggle = bar.getByRole("button", { name: "Explore categories" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await bar.getByRole("link", { name: "Explore" }).hover();
    const panel = page.getByRole("navigation", { name: "Explore categories" });
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const group of MEGA_MENU_GROUPS) await expect(panel).toContainText(group.title);
    await shot(page, "mega-menu");

    // Each item opens /explore with its category's preset params at page 1.
    const volatile = MEGA_MENU_GROUPS[1]!.items[3]!;
    await panel.getByRole("link", { name: volatile.label }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/explore");
    const params = parseExploreParams(new URL(page.url()).searchParams);
    expect(params).toEqual(categoryParams(volatile.categoryId));
    expect(params.page).toBe(1);
    await expect(panel).toBeHidden();
  });

  test("desktop: the mega menu works from the keyboard", async ({ page, context }) => {
    test.skip(isPhone(), "the top bar is a tablet's and desktop's");
    await logInAsTrader(context, { clientId: "NAVKEY01" });
    await page.goto("/history");
    const toggle = page.getByRole("button", { name: "Explore categories" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("navigation", { name: "Explore categories" });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Enter");
    const first = MEGA_MENU_GROUPS[0]!.items[0]!;
    await expect(page).toHaveURL((url) => url.pathname === "/explore");
    expect(parseExploreParams(new URL(page.url()).searchParams)).toEqual(
      categoryParams(first.categoryId),
    );
  });

  test("phone: the bottom nav with 57 px under the page, and the header", async ({
    page,
    context,
  }) => {
    test.skip(!isPhone(), "the bottom nav is a phone's");
    // Four pages, a screenshot and a back step: past 30 s on a busy two-core runner.
    test.setTimeout(60_000);
    await logInAsTrader(context, { clientId: "NAVBOT01" });
    await page.goto("/dashboard");
    const bottomNav = page.getByRole("navigation", { name: "Main" });
    await expect(bottomNav.getByRole("link")).toHaveText([
      "Dashboard",
      "Track",
      "Explore",
      "History",
      "Account",
    ]);
    await expect(bottomNav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const navBox = await bottomNav.boundingBox();
    expect(navBox?.height).toBe(57);
    expect(navBox && navBox.y + navBox.height).toBe(844);
    expect(await shellBottomPadding(page)).toBe("57px");

    // Dashboard: the logo, its title, no back arrow.
    const header = page.getByRole("banner");
    await expect(header.getByRole("img", { name: "Strikeline" })).toBeVisible();
    await expect(header).toContainText("Dashboard");
    await expect(header.getByRole("link", { name: "Back" })).toHaveCount(0);
    await shot(page, "bottom-nav");

    await bottomNav.getByRole("link", { name: "Track" }).click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(bottomNav.getByRole("link", { name: "Track" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // A page below a tab: the back arrow goes one level up.
    await page.goto("/track/b-1");
    await expect(header).toContainText("Track Tradebox");
    await header.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/track$/);
  });

  test("phone: pages flagged without nav keep the header but lose the bottom nav", async ({
    page,
    context,
  }) => {
    test.skip(!isPhone(), "the bottom nav is a phone's");
    await logInAsTrader(context, { clientId: "NAVOFF01" });
    await page.goto("/onboarding");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    const header = page.getByRole("banner");
    await expect(header.getByRole("img", { name: "Strikeline" })).toBeVisible();
    expect(await shellBottomPadding(page)).toBe("0px");
    await page.goto("/dashboard/b-1");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/dashboard");
    // Place Order has one header, the shell's, and it links to the tradebox's profile (spec §2).
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(header.getByRole("link", { name: "Tradebox profile" })).toHaveAttribute(
      "href",
      "/explore/b-1",
    );
  });

  test("the disclaimer names the trader's broker", async ({ page, context }) => {
    await logInAsTrader(context, { clientId: "NAVFTR01" });
    await page.goto("/history");
    const disclaimer = await openDisclaimer(page);
    const legalName = brokerByCode(TEST_BROKER_CODE)!.legalName;
    await expect(disclaimer).toContainText(`comes from ${legalName}`);
    await expect(disclaimer).toContainText(SEBI_RISK_WARNING);
    await shot(page, "footer-logged-in");
  });
});
