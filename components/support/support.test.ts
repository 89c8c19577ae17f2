import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatIdentity } from "@/lib/profile/chat-identity";
import { defaultClientProfile } from "@/lib/profile/client-profile";
import { announceSupportMessage, AUTO_OPEN_AFTER_MS } from "./announce-message";
import type { ChatSupport } from "./chat-support";
import { identifyChatUser } from "./identify-chat-user";
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

describe("identifyChatUser", () => {
  const profile = {
    ...defaultClientProfile(),
    broker: "iifl" as const,
    clientID: "AB12",
    name: "Asha Rao",
    distinctId: "strikeline:iifl:AB12",
  };

  function fakeSupport() {
    return { setUser: vi.fn(async () => {}) } as unknown as ChatSupport & {
      setUser: ReturnType<typeof vi.fn>;
    };
  }

  it("sets the chat user with the hash of their distinct id", async () => {
    const support = fakeSupport();
    const hashOf = vi.fn(async () => "h1");
    await identifyChatUser(support, profile, hashOf);
    expect(hashOf).toHaveBeenCalledWith("strikeline:iifl:AB12");
    expect(support.setUser).toHaveBeenCalledWith(chatIdentity(profile), "h1");
  });

  it("still sets the user, without the hash, when the hash call fails (spec §8)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const support = fakeSupport();
    await identifyChatUser(support, profile, async () => {
      throw new Error("500");
    });
    expect(support.setUser).toHaveBeenCalledWith(chatIdentity(profile), undefined);
  });
});
