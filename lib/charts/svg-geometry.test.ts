import { describe, expect, it } from "vitest";
import {
  areaPath,
  linearScale,
  linearValueAt,
  linePath,
  monotonePath,
  monotoneTangents,
  monotoneValueAt,
  nearestIndex,
  type Point,
} from "./svg-geometry";

const pts = (...xy: [number, number][]): Point[] => xy.map(([x, y]) => ({ x, y }));

/** The end point of each segment of path data (after M and each C or L). */
function ends(path: string): Point[] {
  return [...path.matchAll(/[MLC]([^MLCZ]+)/g)].map((match) => {
    const numbers = match[1]!.split(",").map(Number);
    return { x: numbers.at(-2)!, y: numbers.at(-1)! };
  });
}

describe("linearScale", () => {
  it("maps the domain's ends to the range's ends, either way round", () => {
    const x = linearScale([24_000, 27_000], [56, 352]);
    expect(x(24_000)).toBe(56);
    expect(x(27_000)).toBe(352);
    expect(x(25_500)).toBe(204);
    // A y axis: profit rises as the pixels fall.
    const y = linearScale([-10_000, 5_000], [194, 8]);
    expect(y(-10_000)).toBe(194);
    expect(y(5_000)).toBe(8);
    expect(y(0)).toBeCloseTo(70, 10);
  });

  it("inverts", () => {
    const y = linearScale([-10_000, 5_000], [194, 8]);
    expect(y.invert(y(1_234))).toBeCloseTo(1_234, 9);
  });

  it("maps a degenerate domain to the middle of the range", () => {
    expect(linearScale([0, 0], [194, 8])(0)).toBe(101);
  });
});

describe("linePath and areaPath", () => {
  it("write straight segments with coordinates rounded to 3 decimals", () => {
    expect(linePath(pts([0, 0], [10, 5.12345], [20, 0]))).toBe("M0,0L10,5.123L20,0");
    expect(linePath([])).toBe("");
  });

  it("close an area back along the baseline", () => {
    expect(areaPath(pts([0, 10], [5, 2], [10, 0]), 6)).toBe("M0,10L5,2L10,0L10,6L5,6L0,6Z");
    expect(areaPath([], 6)).toBe("");
  });
});

describe("monotone curve", () => {
  it("writes the known curve of a peak: flat at the peak, parabolic ends", () => {
    expect(monotoneTangents(pts([0, 0], [1, 1], [2, 0]))).toEqual([1.5, 0, -1.5]);
    expect(monotonePath(pts([0, 0], [1, 1], [2, 0]))).toBe(
      "M0,0C0.333,0.5,0.667,1,1,1C1.333,1,1.667,0.5,2,0",
    );
  });

  it("is a straight line through two points, and drops a repeated point", () => {
    expect(monotonePath(pts([0, 0], [2, 4]))).toBe("M0,0L2,4");
    expect(monotonePath(pts([0, 0], [0, 0], [2, 4]))).toBe("M0,0L2,4");
  });

  it("passes through every point", () => {
    const points = pts([0, 3], [1.5, 7], [4, 2], [5, 2], [9, -6], [10, 1]);
    expect(ends(monotonePath(points))).toEqual(points);
    for (const point of points) expect(monotoneValueAt(points, point.x)).toBeCloseTo(point.y, 12);
  });

  it("does not overshoot between monotone points, and stays flat where the data is", () => {
    const points = pts([0, 0], [1, 0], [1.2, 10], [3, 10.5], [4, 30]);
    let previous = -Infinity;
    for (let x = 0; x <= 4; x += 0.01) {
      const y = monotoneValueAt(points, x)!;
      expect(y).toBeGreaterThanOrEqual(previous - 1e-12);
      previous = y;
      if (x <= 1) expect(Math.abs(y)).toBeLessThan(1e-12);
      if (x >= 1 && x <= 1.2) expect(y).toBeLessThanOrEqual(10 + 1e-12);
      if (x >= 1.2 && x <= 3) {
        expect(y).toBeGreaterThanOrEqual(10 - 1e-12);
        expect(y).toBeLessThanOrEqual(10.5 + 1e-12);
      }
    }
  });

  it("takes the end's value beyond either end", () => {
    const points = pts([0, 1], [1, 2], [2, 5]);
    expect(monotoneValueAt(points, -1)).toBe(1);
    expect(monotoneValueAt(points, 3)).toBe(5);
    expect(monotoneValueAt([], 3)).toBeNull();
  });
});

describe("linearValueAt", () => {
  it("interpolates along the segments and holds the ends", () => {
    const points = pts([0, 0], [10, 100], [20, -100]);
    expect(linearValueAt(points, 5)).toBe(50);
    expect(linearValueAt(points, 15)).toBe(0);
    expect(linearValueAt(points, 10)).toBe(100);
    expect(linearValueAt(points, -5)).toBe(0);
    expect(linearValueAt(points, 25)).toBe(-100);
    expect(linearValueAt([], 1)).toBeNull();
  });
});

describe("nearestIndex", () => {
  it("finds the nearest value, a tie going to the lower", () => {
    const values = [10, 20, 40];
    expect(nearestIndex(values, 0)).toBe(0);
    expect(nearestIndex(values, 14)).toBe(0);
    expect(nearestIndex(values, 15)).toBe(0);
    expect(nearestIndex(values, 15.1)).toBe(1);
    expect(nearestIndex(values, 31)).toBe(2);
    expect(nearestIndex(values, 99)).toBe(2);
    expect(nearestIndex([], 1)).toBe(-1);
  });
});
