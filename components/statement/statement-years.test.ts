import { describe, expect, it } from "vitest";
import { chosenYear, statementHref, statementYears } from "./statement-years";

describe("the statement's years", () => {
  it("are the current financial year by the India date, back to 2024-25", () => {
    expect(statementYears("2026-12-06").map((y) => y.label)).toEqual([
      "2026-27",
      "2025-26",
      "2024-25",
    ]);
    // 1 April starts a year; 31 March still ends the one before.
    expect(statementYears("2027-04-01")[0]?.label).toBe("2027-28");
    expect(statementYears("2027-03-31")[0]?.label).toBe("2026-27");
    expect(statementYears("2024-06-01").map((y) => y.label)).toEqual(["2024-25"]);
  });

  it("take the URL's year when the picker offers it, else the current one", () => {
    const years = statementYears("2026-12-06");
    expect(chosenYear("2025-26", years)).toEqual({
      label: "2025-26",
      from: "2025-04-01",
      to: "2026-03-31",
    });
    for (const asked of [undefined, "", "2026", "2025-27", "2027-28", "2023-24", ["2025-26"]]) {
      expect(chosenYear(asked, years).label, String(asked)).toBe("2026-27");
    }
  });

  it("are carried in the URL's query", () => {
    expect(statementHref("/account/statement", "2025-26")).toBe("/account/statement?fy=2025-26");
  });
});
