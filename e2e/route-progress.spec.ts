import { expect, test } from "./support/test";

test("a thin bar pulses at the top while the next page loads, and goes when it lands", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "the links clicked are the desktop bar's");
  await page.goto("/explore");
  // The bar starts from the app's click listener: a click before the page has hydrated is a plain
  // full-page load, with no bar to see (what a busy runner once caught). Wait for the page to
  // settle, as a trader's second look at it would.
  await page.waitForLoadState("networkidle");
  // Hold the next page's data back so the navigation takes a visible while.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.searchParams.has("_rsc"),
    async (route) => {
      await held;
      await route.continue();
    },
  );

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await expect(bar).toBeAttached();
  const box = await bar.boundingBox();
  expect(box).toMatchObject({ y: 0, height: 3 });

  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(bar).toHaveCount(0);
});
