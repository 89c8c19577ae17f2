import { describe, expect, it } from "vitest";
import { adjustmentSummary } from "./adjustment";

describe("adjustmentSummary", () => {
  it("lists the orders in lots and units and the margin change in paise", () => {
    const summary = adjustmentSummary({
      basket_id: "b1",
      exit_legs: [
        {
          instrument_token: 1,
          pretty_name: "NIFTY 27 JAN 26000 CE",
          transaction_type: "BUY",
          quantity: 130,
          lot_size: 65,
        },
      ],
      enter_legs: [
        {
          instrument_token: 2,
          pretty_name: "NIFTY 27 JAN 26200 CE",
          transaction_type: "SELL",
          quantity: 65,
          lot_size: 65,
        },
      ],
      current_margin: 52_000.5,
      new_margin: 48_000,
    });
    expect(summary).toEqual({
      exitLegs: [
        { token: 1, prettyName: "NIFTY 27 JAN 26000 CE", side: "BUY", units: 130, lots: 2 },
      ],
      enterLegs: [
        { token: 2, prettyName: "NIFTY 27 JAN 26200 CE", side: "SELL", units: 65, lots: 1 },
      ],
      currentMargin: 5_200_050,
      newMargin: 4_800_000,
      marginChange: -400_050,
    });
  });
});
