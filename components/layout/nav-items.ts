import type { LucideIcon } from "lucide-react";
import { Activity, CircleUser, Compass, History, LayoutDashboard } from "lucide-react";
import { routePath } from "@/lib/routing/routes";

export interface NavItem {
  label: string;
  href: string;
  /** Opens in a new tab; not a page of this app. */
  external?: boolean;
}

export interface IconNavItem extends NavItem {
  icon: LucideIcon;
}

/** The landing page's compliance section, reached from the nav as `/#compliance`. */
export const COMPLIANCE_SECTION_ID = "compliance";

export const ENTERPRISE_URL = "https://enterprise.strikeline.in";

const home: NavItem = { label: "Home", href: routePath("home") };
const compliance: NavItem = {
  label: "Compliance",
  href: `${routePath("home")}#${COMPLIANCE_SECTION_ID}`,
};
const exploreTradebox: NavItem = { label: "Explore Tradebox", href: routePath("explore") };
const enterprises: NavItem = { label: "For Enterprises", href: ENTERPRISE_URL, external: true };

/** Spec §2 desktop pre-login bar. */
export const PRE_LOGIN_BAR: readonly NavItem[] = [home, compliance, exploreTradebox, enterprises];

/** Spec §2 mobile pre-login menu drawer (its login control follows the list). */
export const PRE_LOGIN_MENU: readonly NavItem[] = [exploreTradebox, compliance, enterprises];

/** The logged-out footer's links: the pre-login menu's, for phones that scrolled to the end. */
export const FOOTER_LINKS: readonly NavItem[] = PRE_LOGIN_MENU;

const dashboard = { label: "Dashboard", href: routePath("dashboard"), icon: LayoutDashboard };
const track = { label: "Track", href: routePath("track"), icon: Activity };
/** The top bar's Explore item: it carries the mega menu (spec §2). */
export const EXPLORE_NAV_ITEM: IconNavItem = {
  label: "Explore",
  href: routePath("explore"),
  icon: Compass,
};
const explore = EXPLORE_NAV_ITEM;
const history = { label: "History", href: routePath("history"), icon: History };
const account = { label: "Account", href: routePath("account"), icon: CircleUser };

/** Spec §2 desktop post-login top bar. */
export const POST_LOGIN_BAR: readonly IconNavItem[] = [dashboard, track, explore, history];

/** Spec §2 mobile bottom navigation; these are also the top-level tabs (no back arrow). */
export const BOTTOM_NAV: readonly IconNavItem[] = [dashboard, track, explore, history, account];

/** Spec §2: 'Bottom padding is 57px': the bottom nav's 56px plus its 1px top border. */
export const BOTTOM_NAV_HEIGHT = "57px";

/** Whether a nav item's page is the one showing (its own path or a page below it). */
export function isActiveHref(pathname: string, href: string): boolean {
  if (href.includes("#") || href.startsWith("http")) return false;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Where a page's back arrow goes: one level up (`/track/b1/adjust` → `/track/b1`), else home. */
export function parentPath(pathname: string): string {
  const up = pathname.replace(/\/[^/]+\/?$/, "");
  return up === "" ? routePath("dashboard") : up;
}
