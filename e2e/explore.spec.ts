import { expect as baseExpect, type Locator, type Page, test } from "./support/test";
import { logInAsTrader } from "./support/session";

// Spec §2 screen 9 explore, as a visitor and a trader, against the 63-tradebox sample catalogue.

const SHOTS = "test-results/shots";

// Each filter, sort or page is a server render; on a machine shared with other builds one can
// take much longer than the default 5 s (load averages above 20 were seen).
const expect = baseExpect.configure({ timeout: 20_000 });

/** A full page of results (12), less any test tradeboxes the app dropped from it. */
async function expectAPageOfCards(page: Page): Promise<void> {
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeLessThanOrEqual(12);
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/explore-${name}-${project}.png`, fullPage });
}

const isPhone = () => test.info().project.name === "mobile";

function cards(page: Page): Locator {
  return page.locator("#explore-results").getByRole("article");
}

/** The margin required each card shows, in rupees. */
async function margins(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => {
    const amount = /Margin required\s*₹([\d,]+\.\d{2})/.exec(text)?.[1] ?? "NaN";
    return Number(amount.replaceAll(",", ""));
  });
}

async function openSearchPanel(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^Search/ }).click();
  const panel = page.getByRole("dialog", { name: "Search for Tradebox by any keyword" });
  await expect(panel).toBeVisible();
  return panel;
}

/** The filters: the sidebar on a desktop, the 'Filters' modal (a bottom drawer) on a phone. */
async function openFilters(page: Page): Promise<Locator> {
  if (!isPhone()) return page.getByRole("complementary", { name: "Filters" });
  await page.getByRole("button", { name: /^Filters/ }).click();
  const modal = page.getByRole("dialog", { name: "Filters" });
  await expect(modal).toBeVisible();
  return modal;
}

test("a visitor searches, opens a category, filters, sorts, pages and opens a tradebox", async ({
  page,
}) => {
  // One journey through seven server renders: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1, name: "Explore Tradebox" })).toBeVisible();
  await expectAPageOfCards(page);
  await shot(page, "plain", true);

  // Search: suggestions as you type (up to 3, to the profiles), then 'View All Results'.
  let panel = await openSearchPanel(page);
  const suggestionsAnswer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/search/search") &&
      response.request().postDataJSON()?.view === "suggestions",
  );
  await panel.getByRole("searchbox", { name: "Search tradeboxes" }).fill("iron");
  const suggestions = panel.getByRole("list", { name: "Suggestions" }).getByRole("link");
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  // Only what they show: under 5 kB for the three (issue #32's budget; a page was 159 kB).
  expect((await (await suggestionsAnswer).body()).length).toBeLessThan(5_000);
  await expect(suggestions.first()).toHaveAttribute("href", /^\/explore\/[a-z0-9-]+$/);
  await expect(suggestions.first()).toContainText(/condor/i);
  await expect(panel.getByText("Recommended Categories")).toBeVisible();
  await shot(page, "search-panel");
  await panel.getByRole("button", { name: "View All Results" }).click();
  await expect(page).toHaveURL(/\/explore\?page=1&search=iron$/);
  await expect(page.locator("#explore-results")).toContainText("Iron Condor");

  // A recommended category: its banner heads the page until 'Clear Category'.
  panel = await openSearchPanel(page);
  await panel.getByRole("link", { name: /^Low Risk/ }).click();
  await expect(page).toHaveURL(/[?&]id=low-risk/);
  await expect(page.getByRole("heading", { level: 1, name: "Low Risk" })).toBeVisible();
  await expect(cards(page).first()).toContainText("Low risk");
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Low risk");
  await shot(page, "category");
  await page.getByRole("link", { name: "Clear Category" }).click();
  await expect(page).toHaveURL(/\/explore\?page=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Explore Tradebox" })).toBeVisible();

  // A filter: tradeboxes on Nifty only.
  const filters = await openFilters(page);
  const nifty = filters.getByRole("button", { name: "Nifty", exact: true });
  await nifty.click();
  if (isPhone()) {
    await expect(nifty).toHaveAttribute("aria-pressed", "true");
    await shot(page, "filters-open");
    await filters.getByRole("button", { name: "Show results" }).click();
  }
  await expect(page).toHaveURL(/filters=%7B%22underlying_token%22%3A%5B%22%3D%3D%22%2C%5B3727%5D/);
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/^Nifty · /m);
  if (!isPhone()) await shot(page, "filters-open");

  // The sort: funds low to high, back at page 1.
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("funds-low-to-high");
  await expect(page).toHaveURL(/sort=%5B%5B%22margin_required%22%2C%22asc%22%5D%5D/);
  await expect(page).toHaveURL(/page=1/);
  await expect(cards(page).first()).toBeVisible();
  const sorted = await margins(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

  // Page 2 of the same results.
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const secondPage = await margins(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(sorted.at(-1) ?? 0);

  // A card opens its tradebox's profile.
  const card = cards(page).first().getByRole("link");
  const href = await card.getAttribute("href");
  expect(href).toMatch(/^\/explore\/[a-z0-9-]+$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("the search panel says 'No results', and test tradeboxes are never listed", async ({
  page,
}) => {
  await page.goto("/explore");
  const panel = await openSearchPanel(page);
  const input = panel.getByRole("searchbox", { name: "Search tradeboxes" });
  await input.fill("zzqqxx");
  await expect(panel.getByText("No results")).toBeVisible();

  // The sample catalogue has 'Test …' tradeboxes: the service finds them, the app drops them.
  // (Suggestions for another word first, so 'No results' below is the answer for 'test'.)
  const suggestions = panel.getByRole("list", { name: "Suggestions" }).getByRole("link");
  await input.fill("condor");
  await expect(suggestions.first()).toBeVisible();
  await input.fill("test");
  await expect(suggestions).toHaveCount(0);
  await expect(panel.getByText("No results")).toBeVisible();
  await input.press("Enter");
  await expect(page).toHaveURL(/search=test/);
  await expect(page.getByRole("heading", { name: "No tradeboxes match" })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test("nothing matching says so and offers to clear the filters", async ({ page }) => {
  const filters = encodeURIComponent(
    JSON.stringify({ risk_level: ["==", ["low"]], maximum_loss_type: ["==", ["unlimited"]] }),
  );
  await page.goto(`/explore?page=1&search=straddle&filters=${filters}`);
  await expect(page.getByRole("heading", { name: "No tradeboxes match" })).toBeVisible();
  await expect(page.getByText("Nothing matches “straddle” with these filters.")).toBeVisible();
  await shot(page, "empty");
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/explore\?page=1&search=straddle$/);
  await expect(cards(page).first()).toContainText(/straddle/i);
});

test("a malformed URL falls back to the defaults", async ({ page }) => {
  await page.goto("/explore?page=-3&filters=%7Bnot-json&sort=oops&id=nope");
  await expect(page.getByRole("heading", { level: 1, name: "Explore Tradebox" })).toBeVisible();
  await expectAPageOfCards(page);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("default");
});

test("a search that cannot reach the service says so in the panel", async ({ page }) => {
  await page.goto("/explore");
  await page.route("**/search/search", (route) => route.abort());
  const panel = await openSearchPanel(page);
  await panel.getByRole("searchbox", { name: "Search tradeboxes" }).fill("nifty");
  await expect(panel.getByRole("alert")).toContainText("Search is not answering");
});

test("a logged-in trader explores inside the logged-in shell", async ({ page, context }) => {
  await logInAsTrader(context, { clientId: isPhone() ? "EXPLOREM1" : "EXPLORED1" });
  await page.goto("/explore?page=1&id=fresh&sort=%5B%5B%22created_time%22%2C%22desc%22%5D%5D");
  await expect(page.getByRole("heading", { level: 1, name: "Fresh" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("current");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toContainText("Newest first");
  await expectAPageOfCards(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
