import { describe, expect, it } from "vitest";
import { placeTickLabels } from "./axis-ticks";

describe("placeTickLabels", () => {
  it("draws every label that fits, where its tick is", () => {
    const ticks = [100, 200, 300].map((coordinate) => ({ coordinate, size: 40 }));
    expect(placeTickLabels(ticks, [0, 400])).toEqual([
      { index: 0, labelAt: 100 },
      { index: 1, labelAt: 200 },
      { index: 2, labelAt: 300 },
    ]);
  });

  it("moves the last label in to end at the boundary", () => {
    const ticks = [100, 390].map((coordinate) => ({ coordinate, size: 40 }));
    expect(placeTickLabels(ticks, [0, 400])).toEqual([
      { index: 0, labelAt: 100 },
      { index: 1, labelAt: 380 },
    ]);
  });

  it("leaves out a label that would cross the boundary or come within the gap of the next", () => {
    const ticks = [10, 100, 170, 200].map((coordinate) => ({ coordinate, size: 40 }));
    // 10's label crosses 0; 170's is within 5 px of 200's (labels 40 px wide).
    expect(placeTickLabels(ticks, [0, 400])).toEqual([
      { index: 1, labelAt: 100 },
      { index: 3, labelAt: 200 },
    ]);
  });

  it("works down a y axis: the top value's label moves down into the plot", () => {
    // Values rising, pixels falling: the last tick is the top one.
    const ticks = [180, 100, 4].map((coordinate) => ({ coordinate, size: 18 }));
    expect(placeTickLabels(ticks, [0, 224])).toEqual([
      { index: 0, labelAt: 180 },
      { index: 1, labelAt: 100 },
      { index: 2, labelAt: 9 },
    ]);
  });

  it("has nothing to place without ticks", () => {
    expect(placeTickLabels([], [0, 100])).toEqual([]);
  });
});
