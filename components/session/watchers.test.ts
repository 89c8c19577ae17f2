import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NEW_DEPLOY_TICK_MS, watchDeploys } from "./deploy-watcher";
import { LOGGED_IN_POLL_MS, watchLoggedIn } from "./logged-in-watcher";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("watchLoggedIn", () => {
  it("polls every second and reports each change once", () => {
    let cookie = true;
    const onChange = vi.fn();
    const stop = watchLoggedIn({ read: () => cookie, onChange });
    vi.advanceTimersByTime(LOGGED_IN_POLL_MS * 3);
    expect(onChange).not.toHaveBeenCalled();

    cookie = false;
    vi.advanceTimersByTime(LOGGED_IN_POLL_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(LOGGED_IN_POLL_MS * 5);
    expect(onChange).toHaveBeenCalledTimes(1);

    cookie = true;
    vi.advanceTimersByTime(LOGGED_IN_POLL_MS);
    expect(onChange).toHaveBeenLastCalledWith(true);

    stop();
    cookie = false;
    vi.advanceTimersByTime(LOGGED_IN_POLL_MS * 5);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("reports a state that already differs from the page's at the first tick", () => {
    const onChange = vi.fn();
    const stop = watchLoggedIn({ read: () => false, onChange, initial: true });
    vi.advanceTimersByTime(LOGGED_IN_POLL_MS);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
    stop();
  });
});

describe("watchDeploys", () => {
  function setup(versions: (string | Error)[], focused = { value: true }) {
    const fetchVersion = vi.fn(async () => {
      const next = versions.length > 1 ? versions.shift()! : versions[0]!;
      if (next instanceof Error) throw next;
      return next;
    });
    const onNewVersion = vi.fn();
    const stop = watchDeploys({
      fetchVersion,
      onNewVersion,
      isActive: () => focused.value,
      intervalMs: NEW_DEPLOY_TICK_MS,
    });
    return { fetchVersion, onNewVersion, stop, focused };
  }

  it("takes the first answer as the page's version and reports a different one once", async () => {
    const { fetchVersion, onNewVersion } = setup(["v1", "v1", "v2"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(NEW_DEPLOY_TICK_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(NEW_DEPLOY_TICK_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith("v2");
    await vi.advanceTimersByTimeAsync(NEW_DEPLOY_TICK_MS * 5);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });

  it("asks only while the window is focused", async () => {
    const { fetchVersion, focused } = setup(["v1"]);
    await vi.advanceTimersByTimeAsync(0);
    focused.value = false;
    await vi.advanceTimersByTimeAsync(NEW_DEPLOY_TICK_MS * 10);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    focused.value = true;
    await vi.advanceTimersByTimeAsync(NEW_DEPLOY_TICK_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it("never reloads on a failed check, and keeps asking", async () => {
    const { onNewVersion, fetchVersion } = setup(["v1", new Error("offline"), "v1"]);
    await vi.advanceTimersByTimeAsync(NEW_DEPLOY_TICK_MS * 3);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it("stops asking when stopped", async () => {
    const { fetchVersion, stop } = setup(["v1"]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(NEW_DEPLOY_TICK_MS * 10);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });
});
