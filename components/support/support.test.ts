import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { announceSupportMessage, AUTO_OPEN_AFTER_MS } from "./announce-message";
import { isSupportPage, showsFloatingSupport, type SupportContext } from "./support-visibility";

describe("isSupportPage (nav pages: showNav, the root included)", () => {
  it.each([
    ["/", true],
    ["/dashboard", true],
    ["/explore", true],
    ["/account", true],
    ["/onboarding", false],
    ["/dashboard/b1", false],
    ["/track/b1/adjust", false],
    ["/login", false],
    ["/nowhere/at/all", false],
  ])("%s → %j", (path, expected) => expect(isSupportPage(path)).toBe(expected));
});

describe("showsFloatingSupport", () => {
  const base: SupportContext = {
    pathname: "/dashboard",
    loggedIn: true,
    webview: false,
    clientId: "",
  };
  it("shows on a nav page, logged in, outside the webview, with an empty client id", () => {
    expect(showsFloatingSupport(base)).toBe(true);
  });
  it.each<[string, Partial<SupportContext>]>([
    ["off nav pages", { pathname: "/onboarding" }],
    ["logged out", { loggedIn: false }],
    ["in the webview", { webview: true }],
    ["with a client id", { clientId: "AB12" }],
    ["while the profile loads", { clientId: undefined }],
  ])("hides %s", (_, change) => expect(showsFloatingSupport({ ...base, ...change })).toBe(false));
});

describe("announceSupportMessage", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function deps() {
    return { notify: vi.fn(), dismiss: vi.fn(), open: vi.fn() };
  }

  it("toasts 'New support message, OPEN.' and clicks it after 100 ms", () => {
    const d = deps();
    announceSupportMessage(d);
    expect(d.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: "New support message, OPEN.", type: "info" }),
    );
    vi.advanceTimersByTime(AUTO_OPEN_AFTER_MS - 1);
    expect(d.open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(d.open).toHaveBeenCalledTimes(1);
    expect(d.dismiss).toHaveBeenCalledWith("support-message");
  });

  it("opens once when clicked before the auto-click", () => {
    const d = deps();
    announceSupportMessage(d);
    d.notify.mock.calls[0]![0].action.onClick();
    vi.advanceTimersByTime(AUTO_OPEN_AFTER_MS * 2);
    expect(d.open).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled", () => {
    const d = deps();
    announceSupportMessage(d)();
    vi.advanceTimersByTime(AUTO_OPEN_AFTER_MS * 2);
    expect(d.open).not.toHaveBeenCalled();
  });
});
