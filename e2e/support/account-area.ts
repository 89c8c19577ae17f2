import { expect, type Page } from "./test";

/** The account items: the phone page's list, or the desktop menu (opened). */
export async function openAccount(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeAttached();
    return page.getByRole("navigation", { name: "Account" });
  }
  await page.goto("/dashboard");
  const menu = page.getByRole("menu");
  // The menu's code loads on the first click and mounts open. On a busy runner that takes
  // seconds, and a second click would land on the loaded menu's trigger and close it again: so
  // click once and wait, and click again only if the first was lost (as a trader would).
  const trigger = page.getByRole("button", { name: "Account menu" });
  await expect(async () => {
    if (await menu.isVisible()) return;
    await trigger.click({ timeout: 15_000 });
    await expect(menu).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  return menu;
}

/** An account item: a row (link or button) of the phone page, or an item of the menu. */
export function accountItem(
  scope: ReturnType<Page["getByRole"]>,
  name: string | RegExp,
  isMobile: boolean,
) {
  return isMobile
    ? scope.getByRole("listitem").filter({ hasText: name })
    : scope.getByRole("menuitem", { name });
}

/** Logs out as a trader does: the account's Logout, then the confirmation's Logout. */
export async function logOutThroughAccount(page: Page, isMobile: boolean) {
  const account = await openAccount(page, isMobile);
  await accountItem(account, "Logout", isMobile).click();
  await page
    .getByRole("dialog", { name: "Confirm Logout?" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}
