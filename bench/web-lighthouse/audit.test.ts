import { describe, expect, it } from "vitest";
import { scriptsBeforeLcp, type ScriptLoad } from "./audit";

const script = (endMs: number): ScriptLoad => ({ url: `/s${endMs}.js`, bytes: 1_000, endMs });
const metrics = (observedLargestContentfulPaint?: number) => ({
  items: [
    { observedLargestContentfulPaint, observedFirstContentfulPaint: 90 },
    { lcpInvalidated: false },
  ],
});

describe("scriptsBeforeLcp", () => {
  it("counts the scripts that finished loading by the observed largest paint", () => {
    expect(
      scriptsBeforeLcp([script(40), script(120), script(121), script(300)], metrics(120)),
    ).toBe(2);
  });

  it("counts none when every script landed after the paint", () => {
    expect(scriptsBeforeLcp([script(150), script(151)], metrics(120))).toBe(0);
  });

  it("counts none when the run observed no largest paint", () => {
    expect(scriptsBeforeLcp([script(10)], metrics())).toBe(0);
    expect(scriptsBeforeLcp([script(10)], undefined)).toBe(0);
  });
});
