import { describe, expect, it } from "vitest";
import { paise } from "../money/paise";
import type { StrategyTemplateWire } from "../tradebox/strategy-template-wire";
import {
  clampLots,
  hedgeBenefit,
  marginCheck,
  MAX_LOTS,
  orderLegs,
  placeBlockers,
  requiredMarginFor,
} from "./place-order";

type TemplateSignal = StrategyTemplateWire["signals"][number];
const templateSignal = (overrides: Partial<TemplateSignal>): TemplateSignal => ({
  id: "t",
  duration: "OVERNIGHT",
  expiry_date: "2026-01-27",
  instrument_token: 1,
  ins_type: "call",
  market: "NSE",
  multiplier: 65,
  pretty_name: "NIFTY 27 JAN 26000 CE",
  price: 100,
  quantity: 1,
  status: "OPEN",
  stop_loss: null,
  strike_price: 26_000,
  symbol: "NIFTY26JAN26000CE",
  target: null,
  transaction_type: "SELL",
  underlying_token: 3727,
  lot_size: 65,
  ...overrides,
});

describe("lots", () => {
  it("keeps the count whole and inside 1…MAX_LOTS", () => {
    expect(clampLots(0)).toBe(1);
    expect(clampLots(3.7)).toBe(3);
    expect(clampLots(999)).toBe(MAX_LOTS);
    expect(clampLots(Number.NaN)).toBe(1);
  });
});

describe("margin", () => {
  it("scales the template's one-lot margin by the lots, exactly in paise", () => {
    expect(requiredMarginFor(48_123.45, 3)).toBe(14_437_035);
  });

  it("reports the shortfall when the funds do not cover the margin", () => {
    expect(marginCheck(paise(10_000_00), paise(7_500_00))).toEqual({
      required: 10_000_00,
      available: 7_500_00,
      shortfall: 2_500_00,
      sufficient: false,
    });
    expect(marginCheck(paise(100), paise(100))).toMatchObject({ shortfall: 0, sufficient: true });
  });
});

describe("hedge benefit", () => {
  it("sets the sold legs alone beside the basket's margin, exactly in paise", () => {
    expect(hedgeBenefit(1_02_118.4, paise(45_210_35))).toEqual({
      soldLegsAlone: 1_02_11_840,
      saving: 56_908_05,
    });
  });

  it("is nothing for a basket with no hedge, and never a negative saving", () => {
    expect(hedgeBenefit(null, paise(45_210_35))).toBeNull();
    expect(hedgeBenefit(40_000, paise(45_210_35))).toEqual({ soldLegsAlone: 40_000_00, saving: 0 });
  });
});

describe("orderLegs", () => {
  it("multiplies each leg's lots and units by the lots, hedges (BUY) first, levels kept", () => {
    const legs = orderLegs(
      {
        signals: [
          templateSignal({ instrument_token: 1, quantity: 2 }),
          templateSignal({ instrument_token: 2, transaction_type: "BUY", price: 20, target: 45 }),
        ],
      },
      3,
    );
    expect(legs).toEqual([
      {
        token: 2,
        prettyName: "NIFTY 27 JAN 26000 CE",
        side: "BUY",
        lots: 3,
        units: 195,
        price: 20,
        stopLoss: null,
        target: 45,
      },
      {
        token: 1,
        prettyName: "NIFTY 27 JAN 26000 CE",
        side: "SELL",
        lots: 6,
        units: 390,
        price: 100,
        stopLoss: null,
        target: null,
      },
    ]);
  });
});

describe("placeBlockers", () => {
  const enough = marginCheck(paise(1), paise(2));
  it("lets an open tradebox be placed in the order window with the funds to cover it", () => {
    expect(placeBlockers({ analystStatus: "OPEN", orderWindowOpen: true, margin: enough })).toEqual(
      [],
    );
    expect(
      placeBlockers({ analystStatus: "ADJUSTED", orderWindowOpen: true, margin: null }),
    ).toEqual([]);
  });

  it("names every reason that holds the order back", () => {
    const short = marginCheck(paise(2), paise(1));
    expect(
      placeBlockers({ analystStatus: "CLOSED", orderWindowOpen: false, margin: short }),
    ).toEqual(["tradebox-not-open", "market-closed", "insufficient-margin"]);
  });
});
