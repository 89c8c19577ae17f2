import { afterEach, describe, expect, it, vi } from "vitest";
import { deferToast, takeDeferredToasts } from "./deferred-toast";
import { logOut, resetLogOutForTests, type LogOutEffects } from "./logout";

function fakeEffects() {
  const calls: string[] = [];
  const effects: LogOutEffects = {
    clearSession: () => calls.push("clear cookie"),
    resetAnalytics: () => calls.push("reset analytics"),
    deferToast: (t, target) => calls.push(`toast ${t.title} for ${target}`),
    leave: (path) => calls.push(`leave to ${path}`),
  };
  return { calls, effects };
}

afterEach(resetLogOutForTests);

describe("logOut", () => {
  it("clears the cookie and analytics, then leaves for /login by default", () => {
    const { calls, effects } = fakeEffects();
    logOut({}, effects);
    expect(calls).toEqual(["clear cookie", "reset analytics", "leave to /login"]);
  });

  it("carries a notice to the next page and goes where it is told", () => {
    const { calls, effects } = fakeEffects();
    logOut(
      {
        to: "/login?redirectUrl=%2Ftrack",
        notice: { id: "logged-out", type: "info", title: "You have been logged out" },
      },
      effects,
    );
    expect(calls).toContain("toast You have been logged out for /login?redirectUrl=%2Ftrack");
    expect(calls.at(-1)).toBe("leave to /login?redirectUrl=%2Ftrack");
  });

  it("runs once however many 401s arrive", () => {
    const { calls, effects } = fakeEffects();
    logOut({}, effects);
    logOut({}, effects);
    expect(calls.filter((c) => c.startsWith("leave"))).toHaveLength(1);
  });
});

describe("deferred toasts", () => {
  function memoryStorage(): Storage {
    const map = new Map<string, string>();
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (k) => map.get(k) ?? null,
      key: (i) => [...map.keys()][i] ?? null,
      removeItem: (k) => void map.delete(k),
      setItem: (k, v) => void map.set(k, v),
    };
  }

  it("keeps toasts for the next page load once, one per id", () => {
    const storage = memoryStorage();
    deferToast({ id: "a", type: "info", title: "One" }, "/login", storage);
    deferToast({ id: "a", type: "info", title: "One again" }, "/login", storage);
    deferToast({ id: "b", type: "info", title: "Two" }, "/login?redirectUrl=%2Ftrack", storage);
    expect(takeDeferredToasts("/login", storage).map((t) => t.title)).toEqual(["One again", "Two"]);
    expect(takeDeferredToasts("/login", storage)).toEqual([]);
  });

  it("gives a toast only to the page it is for: the page being left does not take it", () => {
    const storage = memoryStorage();
    deferToast({ id: "logged-out", type: "info", title: "Logged out" }, "/login?x=1", storage);
    expect(takeDeferredToasts("/history", storage)).toEqual([]);
    expect(takeDeferredToasts("/login", storage).map((t) => t.title)).toEqual(["Logged out"]);
  });

  it("survives unreadable storage", () => {
    const storage = memoryStorage();
    storage.setItem("strikeline:deferred-toasts", "{not json");
    expect(takeDeferredToasts("/login", storage)).toEqual([]);
    const broken = {
      ...storage,
      getItem: vi.fn(() => {
        throw new Error("denied");
      }),
    };
    expect(takeDeferredToasts("/login", broken as Storage)).toEqual([]);
  });
});
