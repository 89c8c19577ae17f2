import { describe, expect, it, vi } from "vitest";
import { createAnalytics, type AnalyticsClient } from "./analytics";

function fakeClient(): AnalyticsClient {
  return { identify: vi.fn(), capture: vi.fn(), captureException: vi.fn(), reset: vi.fn() };
}

describe("createAnalytics", () => {
  it("loads the client once, on first use, and passes calls made before it loaded", async () => {
    const client = fakeClient();
    const load = vi.fn(async () => client);
    const analytics = createAnalytics(load);
    expect(load).not.toHaveBeenCalled();
    analytics.capture("edit_mobile_error", { message: "boom" });
    analytics.identify("strikeline:iifl:A1");
    analytics.reset();
    await vi.waitFor(() => expect(client.reset).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.capture).toHaveBeenCalledWith("edit_mobile_error", { message: "boom" });
    expect(client.identify).toHaveBeenCalledWith("strikeline:iifl:A1", undefined);
  });

  it("does nothing, and never fails, without a client (no key) or when loading fails", async () => {
    for (const load of [async () => null, () => Promise.reject(new Error("blocked"))]) {
      const analytics = createAnalytics(load);
      expect(() => {
        analytics.init();
        analytics.capture("x");
        analytics.reset();
      }).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
});
