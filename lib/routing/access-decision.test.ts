import { describe, expect, it } from "vitest";
import type { DeviceClass } from "../breakpoints";
import type { SessionCheck } from "../session/session-token";
import { decideAccess } from "./access-decision";
import { ROUTES, routePath } from "./routes";

const SESSIONS: SessionCheck["status"][] = ["valid", "absent", "invalid"];
const DEVICES: DeviceClass[] = ["mobile", "tablet", "desktop"];

function samplePath(route: (typeof ROUTES)[number]): string {
  const params = Object.fromEntries(
    [...route.pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
      name,
      name === "broker" ? "iifl" : "b-42",
    ]),
  );
  return routePath(route.id, params);
}

const cases = ROUTES.flatMap((route) =>
  SESSIONS.flatMap((session) => DEVICES.map((device) => ({ route, session, device }))),
);

describe("decideAccess: every route × session × device", () => {
  it.each(cases.map((c) => [c.route.pattern, c.session, c.device, c] as const))(
    "%s, session %s, %s",
    (_, session, device, { route }) => {
      const pathname = samplePath(route);
      const decision = decideAccess({ pathname, search: "?tab=2", session, device });
      const loggedIn = session === "valid";

      // A tampered or expired token always has its cookie cleared, and only then.
      expect(decision.clearSession).toBe(session === "invalid");

      if (loggedIn && route.loggedInTarget) {
        expect(decision).toMatchObject({ action: "redirect", location: route.loggedInTarget });
      } else if (!loggedIn && route.access === "protected") {
        expect(decision).toMatchObject({
          action: "redirect",
          location: `/login?redirectUrl=${encodeURIComponent(`${pathname}?tab=2`)}`,
        });
      } else if (route.desktopTarget && device !== "mobile") {
        const location = decision.action === "redirect" ? decision.location : "";
        expect(location.split("?")[0]).toBe(route.desktopTarget);
      } else {
        expect(decision.action).toBe("continue");
      }
    },
  );
});

describe("decideAccess: the journeys the spec names", () => {
  it("sends a logged-out visitor of /dashboard to /login, remembering the page", () => {
    expect(
      decideAccess({ pathname: "/dashboard", search: "", session: "absent", device: "desktop" }),
    ).toEqual({
      action: "redirect",
      location: "/login?redirectUrl=%2Fdashboard",
      clearSession: false,
    });
  });

  it("treats a tampered session as logged out and clears it", () => {
    expect(
      decideAccess({ pathname: "/track", search: "", session: "invalid", device: "mobile" }),
    ).toEqual({ action: "redirect", location: "/login?redirectUrl=%2Ftrack", clearSession: true });
  });

  it("sends a logged-in trader on / or /login to /dashboard", () => {
    for (const pathname of ["/", "/login"]) {
      expect(decideAccess({ pathname, search: "", session: "valid", device: "mobile" })).toEqual({
        action: "redirect",
        location: "/dashboard",
        clearSession: false,
      });
    }
  });

  it("sends desktop and tablet visitors of mobile-only pages to their desktop target, with their intent", () => {
    const at = (pathname: string, device: DeviceClass) =>
      decideAccess({ pathname, search: "", session: "valid", device });
    expect(at("/account", "desktop")).toMatchObject({ location: "/dashboard" });
    expect(at("/account/plan", "tablet")).toMatchObject({ location: "/dashboard" });
    expect(at("/dashboard/b1", "desktop")).toMatchObject({ location: "/dashboard?place=b1" });
    expect(at("/track/b1", "desktop")).toMatchObject({ location: "/track?basket=b1" });
    expect(at("/track/b1/adjust", "tablet")).toMatchObject({
      location: "/track?basket=b1&adjust=1",
    });
    // An id that needs escaping arrives as it was.
    expect(at("/dashboard/a%20b%26c", "desktop")).toMatchObject({
      location: "/dashboard?place=a+b%26c",
    });
    expect(at("/track/b1/adjust", "mobile")).toMatchObject({ action: "continue" });
  });

  it("lets public pages through whatever the session", () => {
    for (const session of SESSIONS) {
      expect(
        decideAccess({ pathname: "/explore/iron-condor", search: "", session, device: "desktop" }),
      ).toMatchObject({ action: "continue" });
    }
  });

  it("leaves paths outside the route table to Next, still clearing a bad cookie", () => {
    expect(
      decideAccess({ pathname: "/no-such-page", search: "", session: "invalid", device: "mobile" }),
    ).toEqual({ action: "continue", clearSession: true });
  });
});
