import { describe, expect, it } from "vitest";
import { paise } from "../../../lib/money/paise";
import {
  legFills,
  legQuantities,
  settleBasket,
  signalStatus,
  type OrderState,
} from "./basket-settlement";

const order = (overrides: Partial<OrderState>): OrderState => ({
  signalId: "leg-1",
  purpose: "ENTER",
  transactionType: "SELL",
  quantity: 65,
  filledQuantity: 65,
  averagePricePaise: paise(10_000),
  status: "COMPLETE",
  statusMessage: null,
  retried: false,
  ...overrides,
});
const entering = { status: "ENTERING" as const, erroredFrom: null, errorMsg: null };

describe("settleBasket", () => {
  it("stays in its action while an order is unanswered", () => {
    expect(
      settleBasket(entering, [order({}), order({ status: "PENDING", filledQuantity: 0 })], false),
    ).toBe(entering);
  });

  it("becomes ERROR with the action and the broker's reason when an order failed", () => {
    const rejected = order({
      status: "REJECTED",
      filledQuantity: 0,
      statusMessage: "RMS: no margin",
    });
    expect(settleBasket(entering, [order({}), rejected], false)).toEqual({
      status: "ERROR",
      erroredFrom: "ENTERING",
      errorMsg: "RMS: no margin",
    });
  });

  it("ignores a failure a retry has re-sent, and settles into TRACKING", () => {
    const old = order({ status: "REJECTED", filledQuantity: 0, retried: true });
    expect(settleBasket(entering, [old, order({})], false).status).toBe("TRACKING");
  });

  it("exits into EXITED when every leg is flat, else back to TRACKING (a partial exit)", () => {
    const exiting = { ...entering, status: "EXITING" as const };
    expect(settleBasket(exiting, [order({ purpose: "EXIT" })], true).status).toBe("EXITED");
    expect(settleBasket(exiting, [order({ purpose: "EXIT" })], false).status).toBe("TRACKING");
  });

  it("leaves settled statuses alone", () => {
    const tracking = { ...entering, status: "TRACKING" as const };
    expect(settleBasket(tracking, [order({ status: "PENDING" })], false)).toBe(tracking);
  });
});

describe("legs", () => {
  it("sums fills by side, partly filled orders included", () => {
    const fills = legFills([
      order({}),
      order({
        transactionType: "BUY",
        status: "CANCELLED",
        filledQuantity: 30,
        averagePricePaise: paise(9_000),
      }),
    ]);
    expect(fills).toEqual({
      buyQuantity: 30,
      buyValue: 270_000,
      sellQuantity: 65,
      sellValue: 650_000,
    });
  });

  it("counts units to be placed, pending and rejected", () => {
    expect(
      legQuantities([
        order({ status: "TO_BE_PLACED", filledQuantity: 0 }),
        order({ status: "PENDING", filledQuantity: 15 }),
        order({ status: "REJECTED", filledQuantity: 0 }),
      ]),
    ).toEqual({ toBePlaced: 65, pending: 50, rejected: 65 });
  });

  it("names a leg's status by what its orders are doing", () => {
    expect(signalStatus([order({ status: "REJECTED", filledQuantity: 0 })], 0, 65)).toBe(
      "REJECTED",
    );
    expect(signalStatus([order({ purpose: "EXIT", status: "PENDING" })], -65, 0)).toBe("CLOSING");
    expect(signalStatus([order({ purpose: "ADJUST_ENTER", status: "TO_BE_PLACED" })], 0, 65)).toBe(
      "ADJUSTING",
    );
    expect(signalStatus([order({})], -65, 65)).toBe("OPEN");
    expect(signalStatus([order({}), order({ transactionType: "BUY" })], 0, 0)).toBe("CLOSED");
  });
});
