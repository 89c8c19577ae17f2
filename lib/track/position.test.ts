import { describe, expect, it } from "vitest";
import { expirySettlementOf, toPosition } from "./position";
import { order, signal } from "./test-baskets";

describe("toPosition", () => {
  it("prices a short leg at the live feed's price", () => {
    // Sold 65 at ₹100; the feed says ₹80 → +₹1,300 unrealised.
    const position = toPosition(signal({ instrument_token: 7 }), 50_000, { "7": 80 });
    expect(position).toMatchObject({
      netQuantity: -65,
      ltp: 8_000,
      avgEntryPrice: 10_000,
      unrealisedPnL: 130_000,
      realisedPnL: 0,
      pnl: 130_000,
      basketRequiredMargin: 5_000_000,
      statusObj: { text: "Tracking", retryAllowed: false },
      side: "SELL",
      rejectionReason: null,
    });
  });

  it("carries the analyst's levels and the reason one of them exited the leg", () => {
    const exited = signal({
      stop_loss: 180,
      target: 90,
      exit_reason: "Exited by the analyst's stop-loss: NIFTY 23100 PE ₹182.40 crossed ₹180.00",
    });
    expect(toPosition(exited, 0)).toMatchObject({
      stoplossPrice: 180,
      targetPrice: 90,
      exitReason: "Exited by the analyst's stop-loss: NIFTY 23100 PE ₹182.40 crossed ₹180.00",
    });
    // Older services leave the reason out.
    expect(toPosition({ ...exited, exit_reason: undefined }, 0).exitReason).toBeNull();
  });

  it("falls back to the price the basket was read at when the feed has none", () => {
    const position = toPosition(signal({ ltp: 110 }), 0, {});
    expect(position.ltp).toBe(11_000);
    expect(position.unrealisedPnL).toBe(-65_000);
  });

  it("reads a flat leg as closed, with its realised P&L", () => {
    const closed = signal({ buy_quantity: 65, buy_value: 5200, net_quantity: 0 });
    const position = toPosition(closed, 0, { "50001": 1 });
    expect(position.statusObj.text).toBe("Closed");
    expect(position.realisedPnL).toBe(130_000);
    expect(position.unrealisedPnL).toBe(0);
  });

  it("tells an adjusting leg's direction from the purpose of its latest order", () => {
    const entering = signal({
      status: "ADJUSTING",
      order_snap_list: [
        order({ order_timestamp: "2026-01-12T04:00:00Z", purpose: "ENTER" }),
        order({ order_timestamp: "2026-01-13T05:00:00Z", purpose: "ADJUST_ENTER" }),
      ],
    });
    expect(toPosition(entering, 0).statusObj.text).toBe("Entering");
    const exiting = signal({
      status: "ADJUSTING",
      order_snap_list: [order({ purpose: "ADJUST_EXIT" })],
    });
    expect(toPosition(exiting, 0).statusObj.text).toBe("Exiting");
  });

  it("carries the broker's reason for a rejected leg and allows a retry", () => {
    const rejected = signal({
      status: "REJECTED",
      sell_quantity: 0,
      sell_value: 0,
      rejected_quantity: 65,
      avg_entry_price: null,
      order_snap_list: [
        order({ status: "REJECTED", filled_quantity: 0, status_message: "Insufficient funds" }),
      ],
    });
    const position = toPosition(rejected, 0);
    expect(position.statusObj).toEqual({ text: "Rejected", retryAllowed: true });
    expect(position.rejectionReason).toBe("Insufficient funds");
    expect(position.avgEntryPrice).toBeNull();
    expect(toPosition({ ...rejected, error_msg: "RMS: margin" }, 0).rejectionReason).toBe(
      "RMS: margin",
    );
  });

  it("has no orders (null) before any was sent", () => {
    expect(toPosition(signal({ order_snap_list: [] }), 0).orders).toBeNull();
  });
});

describe("expirySettlementOf", () => {
  it("reads a leg's settlement at expiry from its SETTLE order", () => {
    const settled = order({
      purpose: "SETTLE",
      status: "COMPLETE",
      average_price: 541.23,
      status_message: "Nifty closed at 24,041.23 on 29 Dec 2026",
    });
    expect(expirySettlementOf([order(), settled])).toEqual({
      price: 54_123,
      note: "Nifty closed at 24,041.23 on 29 Dec 2026",
    });
  });

  it("is null for a leg the exchange has not settled", () => {
    expect(expirySettlementOf([order({ purpose: "EXIT" })])).toBeNull();
    expect(expirySettlementOf(null)).toBeNull();
  });
});
