import { describe, expect, it } from "vitest";
import { FREQUENCIES, MARKET_TREND_FILTER_VALUES, type MarketTrend } from "../domain/enums";
import { CATEGORIES } from "../explore/categories";
import {
  FREQUENCY_LABELS,
  instrumentLabel,
  MARKET_TREND_LABELS,
  riskLabel,
} from "./display-labels";

describe("tradebox display labels", () => {
  it("names each market trend as the explore category for it is titled", () => {
    for (const category of CATEGORIES) {
      const trend = category.filters.market_trend?.[1][0];
      if (!trend) continue;
      const value: MarketTrend = MARKET_TREND_FILTER_VALUES[trend];
      expect(MARKET_TREND_LABELS[value]).toBe(category.title);
    }
  });

  it("labels every frequency", () => {
    for (const frequency of FREQUENCIES) expect(FREQUENCY_LABELS[frequency]).toMatch(/^[A-Z]/);
  });

  it("reads risk and instrument as a trader would", () => {
    expect(riskLabel("HIGH")).toBe("High risk");
    expect(instrumentLabel(4407)).toBe("Finance Nifty");
  });
});
