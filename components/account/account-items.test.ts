import { describe, expect, it } from "vitest";
import { brokerByCode } from "@/lib/brokers";
import type { Paise } from "@/lib/money/paise";
import { defaultClientProfile, type ClientProfile } from "@/lib/profile/client-profile";
import { readSpec } from "@/tests/support/spec-document";
import { accountItems, type AccountItemsInput } from "./account-items";

const profile: ClientProfile = {
  ...defaultClientProfile(),
  broker: "iifl",
  clientID: "AB12",
  name: "Asha Rao",
  firstName: "Asha",
  phone: "9876543210",
  email: "asha@example.com",
  distinctId: "strikeline:iifl:AB12",
};

const input: AccountItemsInput = {
  profile,
  broker: brokerByCode("iifl"),
  margin: 50_000_050 as Paise,
  favouritesCount: 3,
  webview: false,
  surface: "menu",
};

describe("accountItems (spec §2 account menu)", () => {
  it("lists the spec's items in its order, with their values", () => {
    expect(accountItems(input).map(({ label, value }) => [label, value])).toEqual([
      ["Add Funds", "₹5,00,000.50"],
      ["Edit Mobile", "+91 9876543210"],
      ["Edit Email", "asha@example.com"],
      ["Favourites", "3"],
      ["Alerts", undefined],
      ["Tax statement", undefined],
      ["View Plan", undefined],
      ["Contact Support", undefined],
      ["Logout", undefined],
      ["Regulatory Disclosure", undefined],
    ]);
  });

  it.skipIf(!readSpec())("follows the spec's list", () => {
    const spec = readSpec()!;
    const list = spec.slice(spec.indexOf("- Account menu items:"), spec.indexOf("In the webview"));
    const positions = ["Add Funds", "Set/Edit Mobile", "Set/Edit Email", "Favourites", "View Plan"]
      .concat(["Contact Support", "Logout", "Regulatory Disclosure"])
      .map((name) => list.indexOf(name));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("says 'Set' and 'Not set' for a missing mobile or e-mail", () => {
    const items = accountItems({ ...input, profile: { ...profile, phone: null, email: "" } });
    expect(items[1]).toMatchObject({ label: "Set Mobile", value: "Not set" });
    expect(items[2]).toMatchObject({ label: "Set Email", value: "Not set" });
  });

  it("leaves values out while loading, and a dash for a balance it could not read", () => {
    const loading = accountItems({
      ...input,
      profile: undefined,
      margin: undefined,
      favouritesCount: undefined,
    });
    expect(loading.map((i) => i.value)).toEqual(Array(10).fill(undefined));
    expect(accountItems({ ...input, margin: null })[0]!.value).toBe("—");
  });

  it("hides Add Funds, mobile, e-mail, plan, logout (spec §2, §6) and alerts in the webview", () => {
    expect(accountItems({ ...input, webview: true }).map((i) => i.label)).toEqual([
      "Favourites",
      "Tax statement",
      "Contact Support",
      "Regulatory Disclosure",
    ]);
  });

  it("links to the account pages on the phone page, opens dialogs in the desktop menu", () => {
    const page = accountItems({ ...input, surface: "page" });
    const byId = Object.fromEntries(page.map((i) => [i.id, i.action]));
    expect(byId.favourites).toEqual({ kind: "link", href: "/account/tradebox", external: false });
    expect(byId.plan).toEqual({ kind: "link", href: "/account/plan", external: false });
    expect(byId.regulatory).toEqual({ kind: "link", href: "/account/regulatory", external: false });
    expect(byId.addFunds).toEqual({
      kind: "link",
      href: "https://www.indiainfoline.com/funds",
      external: true,
    });
    const statement = { kind: "link", href: "/account/statement", external: false };
    expect(byId.statement).toEqual(statement);
    const menu = Object.fromEntries(accountItems(input).map((i) => [i.id, i.action]));
    // The statement is a page on a desktop too, to print or download.
    expect(menu.statement).toEqual(statement);
    expect(menu.plan).toEqual({ kind: "dialog", dialog: "plan" });
    expect(menu.support).toEqual({ kind: "support" });
  });
});
