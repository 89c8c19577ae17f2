import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { formatRupees, formatRupeesCompact } from "./format-rupees";
import { paise } from "./paise";
import { paiseToDecimalString, parseRupees } from "./parse-rupees";

const spec = readSpec();

describe("formatRupees", () => {
  it("writes en-IN grouping, the rupee sign and two decimals", () => {
    expect(formatRupees(paise(50_000_000))).toBe("₹5,00,000.00");
    expect(formatRupees(paise(-123_450))).toBe("-₹1,234.50");
    expect(formatRupees(paise(0))).toBe("₹0.00");
    expect(formatRupees(paise(5))).toBe("₹0.05");
    expect(formatRupees(paise(-5))).toBe("-₹0.05");
    expect(formatRupees(paise(802_425))).toBe("₹8,024.25");
  });

  it("keeps the paise of amounts too large for a float's two decimals", () => {
    // Formatting the float MAX_SAFE_INTEGER / 100 instead would print ₹9,00,71,99,25,47,409.90.
    expect(formatRupees(paise(Number.MAX_SAFE_INTEGER))).toBe("₹9,00,71,99,25,47,409.91");
  });

  it("writes what Intl's en-IN rupee format writes, for amounts of every length", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
    });
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let length = 1; length <= 15; length++) {
      for (let sample = 0; sample < 25; sample++) {
        const magnitude = Number(String(next()).padEnd(length, "7").slice(0, length));
        for (const amount of [magnitude, -magnitude]) {
          const rupees = paiseToDecimalString(paise(amount));
          expect(formatRupees(paise(amount))).toBe(intl.format(rupees as `${number}`));
        }
      }
    }
  });

  it.skipIf(!spec)("follows the spec's currency format (§9)", () => {
    const line = /Currency format: ([^\n]+)\./.exec(spec ?? "")?.[1] ?? "";
    expect(line).toBe("en-IN, rupee sign, 2 decimals");
  });
});

describe("formatRupeesCompact", () => {
  it.each([
    ["950", "₹950"],
    ["999.49", "₹999"],
    ["999.50", "₹1K"],
    ["1050", "₹1.1K"], // 1.05 → 1.1, half-up
    ["10000", "₹10K"],
    ["25000", "₹25K"],
    ["50000", "₹50K"],
    ["99940", "₹99.9K"],
    ["99999", "₹1L"], // 99.999K would round to 100.0K
    ["120000", "₹1.2L"],
    ["300000", "₹3L"],
    ["9500000", "₹95L"],
    ["9999999", "₹1Cr"],
    ["25000000", "₹2.5Cr"],
    ["-1500", "-₹1.5K"],
    ["0", "₹0"],
  ])("%s → %s", (rupees, label) => {
    expect(formatRupeesCompact(parseRupees(rupees))).toBe(label);
  });
});
