import { describe, expect, it, vi } from "vitest";
import { chatIdentity } from "@/lib/profile/chat-identity";
import { defaultClientProfile } from "@/lib/profile/client-profile";
import { createChatSupport } from "./chat-support";
import { FakeFcWidget } from "./fake-fc-widget";

const HOST = "https://chat.example";

function setup(token = "chat-token") {
  const win: { fcWidget?: FakeFcWidget } = {};
  const widget = new FakeFcWidget();
  const loadScript = vi.fn(async () => {
    win.fcWidget = widget;
  });
  const support = createChatSupport({ token, host: HOST, win, loadScript });
  return { support, widget, loadScript, win };
}

const identity = chatIdentity({
  ...defaultClientProfile(),
  broker: "iifl",
  clientID: "AB12",
  name: "Asha Rao",
  email: "Asha@Example.com",
  phone: "9876543210",
  distinctId: "strikeline:iifl:AB12",
});

describe("createChatSupport", () => {
  it("loads nothing and opens nothing without a token", async () => {
    const { support, loadScript } = setup("");
    expect(support.available).toBe(false);
    await expect(support.open()).resolves.toBe(false);
    await support.setUser(identity);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it("loads the vendor's script once and starts it hidden, with the spec's settings", async () => {
    const { support, widget, loadScript } = setup();
    await Promise.all([support.load(), support.load()]);
    expect(loadScript).toHaveBeenCalledExactlyOnceWith(`${HOST}/js/widget.js`);
    expect(widget.initConfig).toMatchObject({
      token: "chat-token",
      host: HOST,
      locale: "en",
      config: { headerProperty: { hideChatButton: true, direction: "ltr" } },
    });
    expect(widget.isOpen()).toBe(false);
  });

  it("opens on an action, and hides away from nav pages", async () => {
    const { support, widget } = setup();
    await expect(support.open()).resolves.toBe(true);
    expect(widget.opened && widget.visible).toBe(true);
    support.hide();
    await vi.waitFor(() => expect(widget.visible).toBe(false));
    expect(widget.opened).toBe(false);
    support.allow();
    await vi.waitFor(() => expect(widget.visible).toBe(true));
    expect(widget.opened).toBe(false);
  });

  it("sets the chat identity (spec §5) with its hash, or without one", async () => {
    const { support, widget } = setup();
    await support.setUser(identity, "abc123");
    expect(widget.externalId).toBe("strikeline:iifl:AB12");
    expect(widget.properties).toEqual({
      firstName: "Asha Rao",
      email: "asha@example.com",
      phone: "+919876543210",
      countryCode: "IN",
      identityHash: "abc123",
    });
    const other = setup();
    await other.support.setUser(identity);
    expect(other.widget.properties.identityHash).toBeUndefined();
  });

  it("tells listeners of a new message only while the chat is closed", async () => {
    const { support, widget } = setup();
    const listener = vi.fn();
    support.onMessageWhileClosed(listener);
    await support.load();
    widget.receiveMessages(1);
    expect(listener).toHaveBeenCalledTimes(1);
    widget.receiveMessages(1); // the same count again: nothing new
    widget.open();
    widget.receiveMessages(2); // read in the open chat
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("tries again after the script failed to load", async () => {
    const win: { fcWidget?: FakeFcWidget } = {};
    const loadScript = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error("blocked"))
      .mockImplementationOnce(async () => {
        win.fcWidget = new FakeFcWidget();
      });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const support = createChatSupport({ token: "t", host: HOST, win, loadScript });
    await expect(support.open()).resolves.toBe(false);
    await expect(support.open()).resolves.toBe(true);
  });
});
