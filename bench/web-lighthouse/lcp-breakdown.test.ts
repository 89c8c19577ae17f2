import { describe, expect, it } from "vitest";
import { lcpBreakdown, phasesText } from "./lcp-breakdown";

const phases = (timings: number[]) => ({
  type: "table",
  items: ["TTFB", "Load Delay", "Load Time", "Render Delay"].map((phase, i) => ({
    phase,
    timing: timings[i],
  })),
});

describe("the LCP's element and phases", () => {
  it("reads the element's label and the four phases in Lighthouse's order", () => {
    const details = {
      type: "list",
      items: [
        { type: "table", items: [{ node: { nodeLabel: "Follow an\n  analyst", snippet: "<p>" } }] },
        phases([600, 0, 0, 1_450.4]),
      ],
    };
    const breakdown = lcpBreakdown(details)!;
    expect(breakdown).toEqual({
      element: "Follow an analyst",
      phases: { ttfb: 600, loadDelay: 0, loadTime: 0, renderDelay: 1_450.4 },
    });
    expect(phasesText(breakdown)).toBe(
      "TTFB 600 · load delay 0 · load time 0 · render delay 1450 ms",
    );
  });

  it("shortens a long label and falls back to the snippet", () => {
    const node = { snippet: `<p class="lead">${"word ".repeat(30)}</p>` };
    const details = { items: [{ items: [{ node }] }, phases([1, 2, 3, 4])] };
    expect(lcpBreakdown(details)!.element).toHaveLength(60);
  });

  it("is null when Lighthouse gave no element or no phases", () => {
    expect(lcpBreakdown(undefined)).toBeNull();
    expect(lcpBreakdown({ items: [{ items: [] }, phases([1, 2, 3, 4])] })).toBeNull();
    expect(lcpBreakdown({ items: [{ items: [{ node: { snippet: "<p>" } }] }] })).toBeNull();
  });
});
