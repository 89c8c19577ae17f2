import type { BrokerRecord } from "@/lib/brokers";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Paise } from "@/lib/money/paise";
import type { ClientProfile } from "@/lib/profile/client-profile";
import { routePath } from "@/lib/routing/routes";
import { PHONE_PREFIX } from "@/lib/validation/mobile";

/** The dialogs the account menu opens. */
export type AccountDialog =
  "mobile" | "email" | "logout" | "favourites" | "alerts" | "plan" | "regulatory";

export type AccountAction =
  | { kind: "link"; href: string; external: boolean }
  | { kind: "dialog"; dialog: AccountDialog }
  | { kind: "support" };

export type AccountItemId =
  | "addFunds"
  | "mobile"
  | "email"
  | "favourites"
  | "alerts"
  | "statement"
  | "plan"
  | "support"
  | "logout"
  | "regulatory";

export interface AccountItem {
  id: AccountItemId;
  label: string;
  /** What the row shows on its right: balance, phone, e-mail, count. Undefined while loading. */
  value?: string;
  action: AccountAction;
}

export interface AccountItemsInput {
  profile: ClientProfile | undefined;
  broker: Pick<BrokerRecord, "addFundsURL"> | undefined;
  /** Available margin; undefined while loading, null when it could not be read. */
  margin: Paise | null | undefined;
  favouritesCount: number | undefined;
  webview: boolean;
  /** The mobile account page links to its sub-pages; the desktop menu opens dialogs instead. */
  surface: "page" | "menu";
}

/**
 * Items the broker's app handles itself, hidden in its webview (spec §2, §6); and our alerts,
 * which a webview cannot show.
 */
const HIDDEN_IN_WEBVIEW: ReadonlySet<AccountItemId> = new Set([
  "addFunds",
  "mobile",
  "email",
  "alerts",
  "plan",
  "logout",
]);

/** Spec §2 'Not set' for a missing mobile or e-mail. */
export const NOT_SET = "Not set";

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * Spec §2 account menu items, in the spec's order (after the name and the client id, which head
 * the menu): Add Funds, Set/Edit Mobile, Set/Edit Email, Favourites, View Plan, Contact
 * Support, Logout, Regulatory Disclosure; and ours after Favourites: Alerts, and the Tax
 * statement (issue #54), which the webview keeps.
 */
export function accountItems(input: AccountItemsInput): AccountItem[] {
  const { profile, broker, margin, favouritesCount, webview, surface } = input;
  const onPage = surface === "page";
  const phone = profile?.phone;
  const email = profile?.email;
  const addFunds = broker?.addFundsURL ?? "";
  const items: AccountItem[] = [
    {
      id: "addFunds",
      label: "Add Funds",
      value: margin === undefined ? undefined : margin === null ? "—" : formatRupees(margin),
      action: { kind: "link", href: addFunds, external: isExternal(addFunds) },
    },
    {
      id: "mobile",
      label: phone ? "Edit Mobile" : "Set Mobile",
      value: profile && (phone ? `${PHONE_PREFIX} ${phone}` : NOT_SET),
      action: { kind: "dialog", dialog: "mobile" },
    },
    {
      id: "email",
      label: email ? "Edit Email" : "Set Email",
      value: profile && (email || NOT_SET),
      action: { kind: "dialog", dialog: "email" },
    },
    {
      id: "favourites",
      label: "Favourites",
      value: favouritesCount === undefined ? undefined : String(favouritesCount),
      action: onPage
        ? { kind: "link", href: routePath("accountTradebox"), external: false }
        : { kind: "dialog", dialog: "favourites" },
    },
    { id: "alerts", label: "Alerts", action: { kind: "dialog", dialog: "alerts" } },
    {
      id: "statement",
      label: "Tax statement",
      // A page on every surface: the desktop menu too leads to it, to print or download.
      action: { kind: "link", href: routePath("accountStatement"), external: false },
    },
    {
      id: "plan",
      label: "View Plan",
      action: onPage
        ? { kind: "link", href: routePath("accountPlan"), external: false }
        : { kind: "dialog", dialog: "plan" },
    },
    { id: "support", label: "Contact Support", action: { kind: "support" } },
    { id: "logout", label: "Logout", action: { kind: "dialog", dialog: "logout" } },
    {
      id: "regulatory",
      label: "Regulatory Disclosure",
      action: onPage
        ? { kind: "link", href: routePath("accountRegulatory"), external: false }
        : { kind: "dialog", dialog: "regulatory" },
    },
  ];
  return webview ? items.filter((item) => !HIDDEN_IN_WEBVIEW.has(item.id)) : items;
}
