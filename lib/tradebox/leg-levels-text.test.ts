import { describe, expect, it } from "vitest";
import { legLevelsText } from "./leg-levels-text";

describe("a leg's levels as the screens show them", () => {
  it("names each level set, in rupees with paise", () => {
    expect(legLevelsText({ stopLoss: 180, target: 90 })).toBe("SL ₹180.00 · Target ₹90.00");
    expect(legLevelsText({ stopLoss: 1234.5, target: null })).toBe("SL ₹1,234.50");
    expect(legLevelsText({ stopLoss: null, target: 90.25 })).toBe("Target ₹90.25");
  });

  it("is nothing when the analyst set neither", () => {
    expect(legLevelsText({ stopLoss: null, target: null })).toBeNull();
  });
});
