import { describe, expect, it } from "vitest";
import { semanticColors } from "@/components/ui/theme/semantic-colors";
import { system } from "@/components/ui/theme/system";
import { CHART_COLOURS } from "./chart-style";

describe("the charts' colours", () => {
  it("are the theme's tokens", () => {
    expect(CHART_COLOURS).toEqual({
      profit: system.token("colors.green.400"),
      loss: system.token("colors.red.400"),
      today: system.token("colors.brand.300"),
      grid: system.token("colors.gray.800"),
      axis: system.token("colors.gray.400"),
      zero: system.token("colors.gray.600"),
      spot: system.token("colors.gray.300"),
      panel: system.token("colors.gray.900"),
      text: system.token("colors.gray.50"),
    });
  });

  it("take profit and loss from the scales the theme's profit and loss name", () => {
    expect(JSON.stringify(semanticColors.profit.DEFAULT)).toContain("green.400");
    expect(JSON.stringify(semanticColors.loss.DEFAULT)).toContain("red.400");
  });
});
