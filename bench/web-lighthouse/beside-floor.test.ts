import { describe, expect, it } from "vitest";
import { besideFloorTable, floorFigures, type Measured } from "./beside-floor";

const floor: Measured = { page: "floor", performance: 88, lcpMs: 900, tbtMs: 450 };
const track: Measured = { page: "/track", performance: 85, lcpMs: 1_500, tbtMs: 460 };

describe("a page beside the floor", () => {
  it("holds each bounded figure to the floor's, and no other", () => {
    expect(floorFigures(track, floor, { lcpAfterMs: 500 })).toEqual([
      {
        figure: "Largest Contentful Paint beside the floor, /track",
        measured: "1.50 s (floor 0.90 s)",
        goal: "≤ floor + 0.50 s",
        met: false,
      },
    ]);
    const trackGoals = floorFigures(track, floor, { performanceBelow: 3, tbtOverMs: 0 });
    expect(trackGoals.map(({ goal, met }) => [goal, met])).toEqual([
      ["≥ floor − 3", true],
      ["≤ floor", false],
    ]);
  });

  it("meets a bound it reaches exactly", () => {
    const atBounds = { page: "/", performance: 85, lcpMs: 1_400, tbtMs: 450 };
    const goals = { performanceBelow: 3, lcpAfterMs: 500, tbtOverMs: 0 };
    expect(floorFigures(atBounds, floor, goals).every((figure) => figure.met)).toBe(true);
  });

  it("prints the floor first, then each page's figures and differences, marking a miss", () => {
    const home = { page: "/", performance: 91, lcpMs: 1_200, tbtMs: 300 };
    const table = besideFloorTable(floor, [
      { ...home, goals: { lcpAfterMs: 500 } },
      { ...track, goals: { performanceBelow: 3, tbtOverMs: 0 } },
    ]);
    expect(table.split("\n")).toEqual([
      "page    performance  LCP     TBT     ± performance  ± LCP    ± TBT",
      "floor   88           0.90 s  450 ms",
      "/       91           1.20 s  300 ms  +3             +0.30 s  -150 ms",
      "/track  85           1.50 s  460 ms  -3             +0.60 s  +10 ms!",
    ]);
  });
});
