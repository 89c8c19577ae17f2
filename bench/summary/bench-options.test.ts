import { describe, expect, it } from "vitest";
import { numberOption } from "./bench-options";

describe("bench options", () => {
  it("reads --name=N, and falls back when it is missing or not a whole number", () => {
    const argv = ["node", "bench.ts", "--runs=5", "--seconds=x"];
    expect(numberOption("runs", 1, argv)).toBe(5);
    expect(numberOption("seconds", 10, argv)).toBe(10);
    expect(numberOption("concurrency", 8, argv)).toBe(8);
  });
});
