import { isBrokerCode } from "../brokers";

/**
 * What a phone-only page asks of a wide screen's target page (query parameter names): `place`
 * opens Place Order over the page, `basket` selects Track's basket, `adjust` opens its adjustment.
 */
export const DESKTOP_INTENTS = ["place", "basket", "adjust"] as const;
export type DesktopIntent = (typeof DESKTOP_INTENTS)[number];

/** Spec §2 'Layout kinds are preLogin, login and postLogin.' */
export type LayoutKind = "preLogin" | "login" | "postLogin";
export type RouteAccess = "public" | "protected";

export interface RouteDef {
  /** Stable name the pages and tests refer to. */
  id: string;
  /** Path with `{param}` placeholders, one per segment. */
  pattern: string;
  /** Page title, before the product suffix. */
  title: string;
  access: RouteAccess;
  layout: LayoutKind;
  /** Header bar and bottom navigation are shown (spec: 'Pages flagged as not showing nav'). */
  showNav: boolean;
  /** Mobile-only pages send tablet and desktop visitors to this path. */
  desktopTarget?: string;
  /**
   * The trader's intent, carried to the desktop target as its query: values are `{param}`s of
   * this route's path, e.g. `/dashboard/b1` → `/dashboard?place=b1`, which opens Place Order
   * there as a modal (desktopLocation).
   */
  desktopQuery?: Readonly<Partial<Record<DesktopIntent, string>>>;
  /** Where a logged-in visitor is sent instead of this page. */
  loggedInTarget?: string;
}

/**
 * Spec §2 routes table: the one place the app, `proxy.ts` and the tests read route flags from.
 * Order matters only where two patterns share a shape: `/explore/{broker}` is tried before
 * `/explore/{sid}` and matches broker codes alone.
 */
export const ROUTES = [
  route("home", "/", "Options Tradeboxes by Analysts", "public", "preLogin", {
    showNav: true,
    loggedInTarget: "/dashboard",
  }),
  route("login", "/login", "Login", "public", "login", { loggedInTarget: "/dashboard" }),
  route("loginTestBroker", "/login/test-broker", "Test Broker Login", "public", "login"),
  route("loginInitiate", "/login/initiate", "Securely Redirecting", "public", "login"),
  route("loginVerify", "/login/verify", "Verifying Login", "public", "login"),
  route("signup", "/signup/{broker}", "Open a New Account", "public", "login"),
  route("account", "/account", "Account", "protected", "postLogin", mobileOnly("/dashboard")),
  route("accountPlan", "/account/plan", "Plan", "protected", "postLogin", mobileOnly("/dashboard")),
  route(
    "accountRegulatory",
    "/account/regulatory",
    "Regulatory Disclosure",
    "protected",
    "postLogin",
    mobileOnly("/dashboard"),
  ),
  route(
    "accountTradebox",
    "/account/tradebox",
    "Manage Tradebox",
    "protected",
    "postLogin",
    mobileOnly("/dashboard"),
  ),
  // Ours (issue #54): a statement for the tax return, printable on a desktop as on a phone.
  route("accountStatement", "/account/statement", "Tax Statement", "protected", "postLogin", {
    showNav: true,
  }),
  route("onboarding", "/onboarding", "Welcome", "protected", "postLogin", { showNav: false }),
  route("dashboard", "/dashboard", "Dashboard", "protected", "postLogin", { showNav: true }),
  route("placeOrder", "/dashboard/{basket}", "Place Order", "protected", "postLogin", {
    ...mobileOnly("/dashboard", { place: "{basket}" }),
    showNav: false,
  }),
  route("track", "/track", "Track", "protected", "postLogin", { showNav: true }),
  route(
    "trackBasket",
    "/track/{basket}",
    "Track Tradebox",
    "protected",
    "postLogin",
    mobileOnly("/track", { basket: "{basket}" }),
  ),
  route("adjust", "/track/{basket}/adjust", "Adjust Tradebox", "protected", "postLogin", {
    ...mobileOnly("/track", { basket: "{basket}", adjust: "1" }),
    showNav: false,
  }),
  route("history", "/history", "History", "protected", "postLogin", { showNav: true }),
  route("explore", "/explore", "Explore Tradebox", "public", "preLogin", { showNav: true }),
  route("exploreBroker", "/explore/{broker}", "Explore Tradebox", "public", "preLogin", {
    showNav: true,
  }),
  route("tradeboxProfile", "/explore/{sid}", "Tradebox", "public", "preLogin", { showNav: true }),
] as const;

export type RouteId = (typeof ROUTES)[number]["id"];

type RouteFlags = Partial<
  Pick<RouteDef, "showNav" | "desktopTarget" | "desktopQuery" | "loggedInTarget">
>;

function route<const Id extends string>(
  id: Id,
  pattern: string,
  title: string,
  access: RouteAccess,
  layout: LayoutKind,
  flags: RouteFlags = {},
): RouteDef & { id: Id } {
  // Nav is shown unless a page is flagged otherwise; login pages never show it.
  const showNav = flags.showNav ?? layout !== "login";
  return { id, pattern, title, access, layout, ...flags, showNav };
}

function mobileOnly(desktopTarget: string, desktopQuery?: RouteDef["desktopQuery"]): RouteFlags {
  return desktopQuery ? { desktopTarget, desktopQuery } : { desktopTarget };
}

const BY_ID = new Map<string, RouteDef>(ROUTES.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteDef {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}

/** Constraints on a placeholder's value; a placeholder not listed takes any one segment. */
const PARAM_CONSTRAINTS: Readonly<Record<string, (value: string) => boolean>> = {
  broker: isBrokerCode,
};

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** The route a pathname falls on, or null for a path outside the table. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  if (!segments) return null;
  for (const candidate of ROUTES) {
    const params = matchSegments(splitPath(candidate.pattern) ?? [], segments);
    if (params) return { route: candidate, params };
  }
  return null;
}

function splitPath(pathname: string): string[] | null {
  if (!pathname.startsWith("/")) return null;
  return pathname.split("/").filter((s) => s.length > 0);
}

function matchSegments(pattern: string[], path: string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    const actual = safeDecode(path[i] as string);
    if (actual === null) return null;
    const name = /^\{(\w+)\}$/.exec(expected)?.[1];
    if (!name) {
      if (expected !== actual) return null;
      continue;
    }
    const allowed = PARAM_CONSTRAINTS[name];
    if (allowed && !allowed(actual)) return null;
    params[name] = actual;
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Fill a pattern's placeholders: `routePath("placeOrder", { basket: "b1" })` → `/dashboard/b1`. */
export function routePath(id: RouteId, params: Record<string, string> = {}): string {
  return routeById(id).pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Where a tablet or desktop visit to a mobile-only page goes: its desktop target, with the
 * trader's intent as the query (`/track/b1/adjust` → `/track?basket=b1&adjust=1`). Undefined
 * for a page that is not mobile-only.
 */
export function desktopLocation({ route, params }: RouteMatch): string | undefined {
  if (!route.desktopTarget) return undefined;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(route.desktopQuery ?? {})) {
    query.set(
      name,
      value.replace(/\{(\w+)\}/g, (_, param: string) => params[param] ?? ""),
    );
  }
  const search = query.toString();
  return search ? `${route.desktopTarget}?${search}` : route.desktopTarget;
}

type Intents = Readonly<Partial<Record<DesktopIntent, string>>>;

/** A path carrying a wide screen's intent, e.g. a profile with `?place=` to open Place Order on it. */
export function withIntent(path: string, intents: Intents): string {
  const search = new URLSearchParams(intents as Record<string, string>).toString();
  return search ? `${path}?${search}` : path;
}

/** A route's page carrying an intent, e.g. `intentPath("track", { basket })` → `/track?basket=b1`. */
export function intentPath(id: RouteId, intents: Intents): string {
  return withIntent(routePath(id), intents);
}
