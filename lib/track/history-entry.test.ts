import { describe, expect, it } from "vitest";
import { historyEntry } from "./history-entry";
import { activeStrategy } from "./test-baskets";

describe("historyEntry", () => {
  it("nets the charges and fees off the realised P&L and measures the holding period", () => {
    const entry = historyEntry(
      activeStrategy({
        status: "EXITED",
        realised_pnl: 1325.4,
        fees: 11.8,
        charges: {
          brokerage: 160,
          stt: 33,
          exchange_transaction: 20.11,
          ipft: 0.29,
          sebi_fee: 0.06,
          stamp_duty: 0.72,
          gst: 32.5,
          total: 246.68,
        },
        entry_time: "2026-01-12T04:00:00.000Z",
        exit_time: "2026-01-14T06:30:00.000Z",
      }),
    );
    expect(entry.costs).toMatchObject({ tradeboxFees: 1_180, total: 25_848 });
    expect(entry.costs.charges).toMatchObject({ brokerage: 16_000, stt: 3_300, total: 24_668 });
    expect(entry.netPL).toBe(132_540 - 25_848);
    expect(entry.heldForMs).toBe((2 * 24 + 2.5) * 3_600_000);
  });

  it("tells the exit rule that exited the basket, or none", () => {
    const reason = "Exited by stop-loss: P&L -₹2,480.00 crossed -₹2,400.00 at 10:42:13";
    expect(historyEntry(activeStrategy({ exit_reason: reason })).exitReason).toBe(reason);
    expect(historyEntry(activeStrategy({ exit_reason: null })).exitReason).toBeNull();
  });

  it("has no holding period without an exit time", () => {
    expect(historyEntry(activeStrategy({ exit_time: null })).heldForMs).toBeNull();
  });
});
