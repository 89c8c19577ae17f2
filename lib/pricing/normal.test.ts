import { describe, expect, it } from "vitest";
import { normalCdf, normalPdf } from "./normal";

// Reference values computed independently with mpmath at 40 digits (ncdf, npdf).
const CDF: [number, number][] = [
  [1.96, 0.97500210485177956586],
  [0, 0.5],
  [-1, 0.15865525393145705141],
  [0.5, 0.69146246127401310364],
  [-0.1, 0.46017216272297101853],
  [-0.6744897, 0.25000001595113908855], // just inside Cody's inner range
  [0.67449, 0.75000007938182629918], // just outside it
  [2.5, 0.99379033467422386483],
  [3.3, 0.9995165758576162228],
  [-3, 0.0013498980316300945267],
  [5, 0.99999971334842812081],
  [-5.7, 5.9903714010635344298e-9], // tail range (beyond √32)
  [-8, 6.2209605742717841235e-16],
  [-10, 7.619853024160526066e-24],
  [-20, 2.7536241186062336951e-89],
  [-37, 5.7255712225245768227e-300],
  [8.2, 0.99999999999999987981],
];

describe("normalCdf", () => {
  it("matches N(1.96) = 0.9750021048517795 to within one ulp", () => {
    expect(Math.abs(normalCdf(1.96) - 0.9750021048517795)).toBeLessThan(2.3e-16);
  });

  it.each(CDF)("N(%d) has relative error below 1e-14 in every range", (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected) / expected).toBeLessThan(1e-14);
  });

  it("keeps N(x) + N(−x) = 1", () => {
    for (let x = -8; x <= 8; x += 0.37) {
      expect(Math.abs(normalCdf(x) + normalCdf(-x) - 1)).toBeLessThan(2e-16);
    }
  });

  it("is monotone across the range boundaries", () => {
    let previous = 0;
    for (let x = -40; x <= 9; x += 0.01) {
      const value = normalCdf(x);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it("saturates to exactly 0 and 1 far out, and passes NaN through", () => {
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(9)).toBe(1);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe("normalPdf", () => {
  it.each([
    [0, 0.39894228040143267794],
    [1.96, 0.05844094433345146032],
    [-1, 0.2419707245191433498],
    [-8, 5.052271083536892288e-15],
  ])("n(%d) matches mpmath", (x, expected) => {
    expect(Math.abs(normalPdf(x) - expected) / expected).toBeLessThan(1e-14);
  });
});
