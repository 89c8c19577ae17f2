import { describe, expect, it } from "vitest";
import { BROKERS } from "../brokers";
import { planCardFor, planCardRows } from "./plan-card";

describe("plan card (spec §2 screen 8)", () => {
  it("shows a ₹5 fee as 80% off ₹25, ₹5.90 with GST", () => {
    const card = planCardFor({ nickname: "IIFL", tradeboxFees: 5 });
    expect(card).toEqual({
      title: "Exclusive IIFL Plan",
      free: false,
      basePrice: 2500,
      discountPercent: 80,
      finalPrice: 500,
      gstPercent: 18,
      finalPriceWithGst: 590,
    });
    if (card.free) throw new Error("expected a paid card");
    expect(planCardRows(card)).toEqual([
      { label: "Base Price", value: "₹25.00", caption: "per Tradebox order" },
      { label: "User Discount", value: "80%" },
      { label: "Final Price", value: "₹5.00" },
    ]);
  });

  it("says free of cost when the fee is 0", () => {
    expect(planCardFor({ nickname: "Nuvama", tradeboxFees: 0 })).toEqual({
      title: "Exclusive Nuvama Plan",
      free: true,
    });
  });

  it("matches every broker of the catalogue to the spec's formula", () => {
    for (const broker of BROKERS) {
      const card = planCardFor(broker);
      expect(card.free, broker.broker).toBe(broker.tradeboxFees === 0);
      if (card.free) continue;
      expect(card.discountPercent).toBe(Math.round((1 - broker.tradeboxFees / 25) * 100));
      expect(card.finalPrice).toBe(broker.tradeboxFees * 100);
      expect(card.finalPriceWithGst).toBe(Math.round(broker.tradeboxFees * 118));
    }
    expect(BROKERS.some((b) => b.tradeboxFees > 0)).toBe(true);
  });
});
