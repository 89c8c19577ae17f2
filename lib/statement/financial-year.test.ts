import { describe, expect, it } from "vitest";
import { financialYearOf, inFinancialYear, parseFinancialYear } from "./financial-year";

describe("a financial year", () => {
  it("runs from 1 April to 31 March, January to March belonging to the year before's", () => {
    expect(financialYearOf("2026-04-01")).toEqual({
      label: "2026-27",
      from: "2026-04-01",
      to: "2027-03-31",
    });
    expect(financialYearOf("2026-03-31").label).toBe("2025-26");
    expect(financialYearOf("2026-12-06").label).toBe("2026-27");
    expect(financialYearOf("2099-12-31").label).toBe("2099-00");
  });

  it("is read from its label, and nothing else is", () => {
    expect(parseFinancialYear("2026-27")).toEqual(financialYearOf("2026-04-01"));
    expect(parseFinancialYear("2026-28")).toBeNull();
    expect(parseFinancialYear("2026")).toBeNull();
    expect(parseFinancialYear("26-27")).toBeNull();
  });

  it("holds its first and last days, and not the days either side", () => {
    const year = financialYearOf("2026-06-15");
    expect(inFinancialYear("2026-04-01", year)).toBe(true);
    expect(inFinancialYear("2027-03-31", year)).toBe(true);
    expect(inFinancialYear("2026-03-31", year)).toBe(false);
    expect(inFinancialYear("2027-04-01", year)).toBe(false);
  });
});
