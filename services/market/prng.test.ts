import { describe, expect, it } from "vitest";
import { hashIntegers, mulberry32, standardNormals } from "./prng";

const mean = (xs: ArrayLike<number>) => Array.from(xs).reduce((a, b) => a + b, 0) / xs.length;

describe("seeded randomness", () => {
  it("repeats a seed's sequence exactly and differs between seeds", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(42).every((u) => u >= 0 && u < 1)).toBe(true);
  });

  it("hashes integer lists by value and order, high words included", () => {
    expect(hashIntegers([1, 3727, 20_000])).toBe(hashIntegers([1, 3727, 20_000]));
    expect(hashIntegers([1, 2])).not.toBe(hashIntegers([2, 1]));
    expect(hashIntegers([2 ** 32 + 5])).not.toBe(hashIntegers([5]));
    expect(hashIntegers([-1])).not.toBe(hashIntegers([1]));
    expect(() => hashIntegers([0.5])).toThrow(RangeError);
  });

  it("draws uniforms and standard normals with the right first two moments", () => {
    const uniforms = Array.from({ length: 100_000 }, mulberry32(7));
    expect(mean(uniforms)).toBeCloseTo(0.5, 2);
    const z = standardNormals(mulberry32(11), 100_001);
    expect(z).toHaveLength(100_001);
    expect(Math.abs(mean(z))).toBeLessThan(0.01);
    expect(mean(z.map((v) => v * v))).toBeCloseTo(1, 1);
    expect(z.filter((v) => Math.abs(v) > 1.96).length / z.length).toBeCloseTo(0.05, 2);
  });
});
