import { describe, expect, it } from "vitest";
import { tooltipOffset } from "./tooltip-position";

describe("tooltipOffset", () => {
  // A plot from 56 to 352 px; a 120-px tooltip; 10 px from the pointer.
  it("goes after the anchor while it fits", () => {
    expect(tooltipOffset(100, 120, 10, 56, 296)).toBe(110);
  });

  it("goes before the anchor where it would pass the plot's end", () => {
    expect(tooltipOffset(300, 120, 10, 56, 296)).toBe(170);
  });

  it("never starts before the plot", () => {
    expect(tooltipOffset(40, 120, 10, 56, 296)).toBe(56);
    expect(tooltipOffset(150, 250, 10, 56, 296)).toBe(56);
  });
});
