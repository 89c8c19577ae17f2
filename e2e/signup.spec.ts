import { expect, test, type Page, type Request } from "./support/test";
import { LOCAL_OTP, TAKEN_EMAIL } from "../lib/signup/local-gateway";
import { SIGNUP_ERROR_BORDER_COLOR } from "../lib/validation/signup-messages";
import { pageTitle } from "../lib/product";
import { shot } from "./support/shots";

const RED = "rgb(226, 48, 81)"; // SIGNUP_ERROR_BORDER_COLOR as the browser computes it

const mobileInput = (page: Page) => page.locator('input[name="mobileNumber"]');
const emailInput = (page: Page) => page.locator('input[name="otheremailid"]');
const getStarted = (page: Page) => page.getByRole("button", { name: "Get Started" });

/** The spec's §5 text under a field, and that field's red border. */
async function expectFieldError(page: Page, field: string, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.locator(`input[name="${field}"]`)).toHaveCSS("border-top-color", RED);
}

test("the spec's red is #E23051", () => {
  expect(SIGNUP_ERROR_BORDER_COLOR).toBe("#E23051");
});

test.describe("the lead-capture sign-up widget", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/signup/iifl");
    await expect(page).toHaveTitle(pageTitle("Open a New Account"));
    await expect(page.getByRole("heading", { name: "Sign Up with IIFL Securities" })).toBeVisible();
  });

  test("a mobile that is not valid, and the message clearing on the next keystroke", async ({
    page,
  }, testInfo) => {
    await mobileInput(page).fill("98765");
    await getStarted(page).click();
    await expect(page.getByRole("button", { name: "Loading..." })).toBeVisible();
    await expectFieldError(
      page,
      "mobileNumber",
      "Please enter a valid mobile number. A valid mobile does start with a '0'",
    );
    await shot(page, testInfo, "signup-bad-mobile");
    await mobileInput(page).press("4");
    await expect(page.getByText(/Please enter a valid mobile number/)).toHaveCount(0);
  });

  test("an e-mail that is not valid", async ({ page }) => {
    await mobileInput(page).fill("9876543210");
    await emailInput(page).fill("trader@");
    await getStarted(page).click();
    await expectFieldError(
      page,
      "otheremailid",
      "Please enter a valid email. e.g. name@example.com",
    );
    await emailInput(page).press("x");
    await expect(page.getByText(/Please enter a valid email/)).toHaveCount(0);
  });

  test("an e-mail that already has an account", async ({ page }, testInfo) => {
    await mobileInput(page).fill("9876543210");
    await emailInput(page).fill(TAKEN_EMAIL);
    await getStarted(page).click();
    await expectFieldError(
      page,
      "otheremailid",
      "An account with this email exits with iifl, kindly login with the email.",
    );
    await shot(page, testInfo, "signup-taken-email");
  });

  test("loading ignores the pointer and shows a not-allowed cursor", async ({ page }) => {
    await mobileInput(page).fill("9876543210");
    // Read both styles in the same frame, from the first frame the widget is busy: the loading
    // lasts the gateway's answer (0.6 s), which two separate checks on a busy machine can outlast.
    const whileBusy = page.waitForFunction(() => {
      const busy = [...document.querySelectorAll('[aria-busy="true"]')].find((element) =>
        element.querySelector("form"),
      );
      const form = busy?.querySelector("form");
      return busy && form
        ? { cursor: getComputedStyle(busy).cursor, pointer: getComputedStyle(form).pointerEvents }
        : null;
    });
    await getStarted(page).click();
    expect(await (await whileBusy).jsonValue()).toEqual({ cursor: "not-allowed", pointer: "none" });
    await expect(page.getByLabel("Enter OTP")).toBeVisible();
  });
});

test.describe("signing up", () => {
  test("a wrong OTP, then the right one; each output becomes a lead", async ({
    page,
  }, testInfo) => {
    const leads: Request[] = [];
    page.on("request", (r) => r.url().endsWith("/api/signup/create") && leads.push(r));
    await page.goto("/signup/iifl?utm_source=e2e&utm_campaign=journey");
    await shot(page, testInfo, "signup-page");

    // Spec §4: ten digits report the mobile, e-mail empty and otp false.
    await mobileInput(page).fill("9876543210");
    await expect.poll(() => leads.length).toBe(1);
    expect(leads[0]!.headers()["x-api-key"]).toBeTruthy();
    expect(leads[0]!.postDataJSON()).toEqual({
      broker_id: "iifl",
      mobile: 9876543210,
      otp_verified: false,
      url_parameters: [{ utm_source: "e2e", utm_campaign: "journey" }],
    });

    await emailInput(page).fill("new.trader@example.com");
    await getStarted(page).click();
    await expect(page.getByLabel("Enter OTP")).toBeVisible();
    await expect(page.getByText("OTP sent to +91 9876543210")).toBeVisible();
    await expect(page.getByText(/Resend OTP in \d+s/)).toBeVisible();
    // Spec §4: the OTP step showing reports otp true, with the e-mail.
    await expect.poll(() => leads.length).toBe(2);
    expect(leads[1]!.postDataJSON()).toMatchObject({
      mobile: 9876543210,
      email: "new.trader@example.com",
      otp_verified: true,
    });
    await shot(page, testInfo, "signup-otp");

    await page.getByLabel("Enter OTP").fill("000000");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Invalid OTP. Please check the code and try again")).toBeVisible();
    await expect(page.getByLabel("Enter OTP")).toHaveCSS("border-top-color", RED);
    await shot(page, testInfo, "signup-wrong-otp");

    await page.getByLabel("Enter OTP").fill(LOCAL_OTP);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("status")).toContainText("Mobile number verified");
    await expect(page.getByRole("status")).toContainText(
      "IIFL Securities will call you on +91 9876543210",
    );
    await shot(page, testInfo, "signup-done");
  });

  test("'Open a New Account' from the login page continues to /signup/iifl", async ({
    page,
  }, testInfo) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Open a New Account" }).click();
    const popup = page.getByRole("dialog");
    await expect(popup.getByText("Open a New Account")).toBeVisible();
    await expect(popup.getByText("Features Of IIFL Securities")).toBeVisible();
    await shot(page, testInfo, "signup-open-account-popup");
    await popup.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/signup\/iifl$/);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("another broker's sign-up points to the partner broker", async ({ page }) => {
    await page.goto("/signup/nuvama");
    await expect(page.getByRole("heading", { name: "Sign Up with Nuvama Wealth" })).toBeVisible();
    await page.getByRole("link", { name: "Open an account online" }).click();
    await expect(page).toHaveURL(/\/signup\/iifl$/);
  });
});
