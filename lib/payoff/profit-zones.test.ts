import { describe, expect, it } from "vitest";
import { profitZones } from "./profit-zones";

const price = (p: number) => String(p);

describe("profitZones", () => {
  it("reads one break-even as above or below it", () => {
    expect(profitZones([{ strike: 24140, profitIs: "above" }], price)).toBe("Profit above 24140");
    expect(profitZones([{ strike: 24140, profitIs: "below" }], price)).toBe("Profit below 24140");
  });

  it("reads a short straddle as a range and a long straddle as its outside", () => {
    const short = [
      { strike: 24240, profitIs: "above" as const },
      { strike: 24560, profitIs: "below" as const },
    ];
    expect(profitZones(short, price)).toBe("Profit between 24240 and 24560");
    const long = [
      { strike: 23800, profitIs: "below" as const },
      { strike: 24900, profitIs: "above" as const },
    ];
    expect(profitZones(long, price)).toBe("Profit below 23800 or above 24900");
  });

  it("follows more sign changes, and says nothing without break-evens", () => {
    const four = [
      { strike: 1, profitIs: "below" as const },
      { strike: 2, profitIs: "above" as const },
      { strike: 3, profitIs: "below" as const },
      { strike: 4, profitIs: "above" as const },
    ];
    expect(profitZones(four, price)).toBe("Profit below 1 or between 2 and 3 or above 4");
    expect(profitZones([], price)).toBeNull();
  });
});
