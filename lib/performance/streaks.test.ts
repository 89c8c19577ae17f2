import { describe, expect, it } from "vitest";
import { isLoss, isWin } from "./profit-statistics";
import { longestStreak } from "./streaks";

const series = (...profits: number[]) =>
  profits.map((profit_abs) => ({ date: "2026-01-01", value: 0, profit_abs, profit_pct: 0 }));

describe("longestStreak", () => {
  it("finds the longest run of wins and of losses; zero breaks both", () => {
    const s = series(5, 3, -1, 8, 2, 1, 0, 4, -2, -2, -2, 0, -1);
    expect(longestStreak(s, isWin)).toBe(3); // 8, 2, 1
    expect(longestStreak(s, isLoss)).toBe(3); // −2, −2, −2
    expect(longestStreak([], isWin)).toBe(0);
  });
});
