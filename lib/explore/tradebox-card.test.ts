import { describe, expect, it } from "vitest";
import { generateTradeboxes } from "@/services/search/testing/tradebox-generator";
import { tradeboxCard } from "./tradebox-card";

const [base] = generateTradeboxes(1, 3);
const tradebox = {
  ...base!,
  slug: "nifty-iron-condor",
  risk_level: "HIGH" as const,
  margin_required: 123456.5,
  frequency: "WEEKLY" as const,
  market_trend: "UP_OR_DOWN" as const,
  underlying_token: 3731 as const,
};

describe("tradeboxCard", () => {
  it("links to the profile and shows the spec's badge, money and trend", () => {
    const card = tradeboxCard(tradebox);
    expect(card).toMatchObject({
      href: "/explore/nifty-iron-condor",
      name: tradebox.name,
      image: tradebox.display_image,
      risk: "HIGH",
      riskLabel: "High",
      marginRequired: "₹1,23,456.50",
      trendLabel: "Volatile",
      underlying: "Bank Nifty",
      frequency: "Weekly",
    });
  });

  it("shows the last-3 compounded return over the tradebox's own periods", () => {
    const perf = { ...tradebox.last_three_perf!, compounded_return: 75.86736 };
    const card = tradeboxCard({ ...tradebox, last_three_perf: perf });
    expect(card).toMatchObject({ returnLabel: "Last 3 weeks", lastThreeReturn: 75.86736 });
    expect(card.returnText).toBe("+75.87%");
    expect(tradeboxCard({ ...tradebox, frequency: "ADHOC" }).returnLabel).toBe("Last 3 trades");
  });

  it("says so when there is no return yet", () => {
    const card = tradeboxCard({ ...tradebox, last_three_perf: null });
    expect(card).toMatchObject({ lastThreeReturn: null, returnText: "—" });
  });
});
