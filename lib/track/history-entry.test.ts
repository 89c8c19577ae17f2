import { describe, expect, it } from "vitest";
import { historyEntry } from "./history-entry";
import { activeStrategy } from "./test-baskets";

describe("historyEntry", () => {
  it("nets the fees off the realised P&L and measures the holding period", () => {
    const entry = historyEntry(
      activeStrategy({
        status: "EXITED",
        realised_pnl: 1325.4,
        fees: 11.8,
        entry_time: "2026-01-12T04:00:00.000Z",
        exit_time: "2026-01-14T06:30:00.000Z",
      }),
    );
    expect(entry).toMatchObject({ realisedPL: 132_540, fees: 1_180, netPL: 131_360 });
    expect(entry.heldForMs).toBe((2 * 24 + 2.5) * 3_600_000);
  });

  it("has no holding period without an exit time", () => {
    expect(historyEntry(activeStrategy({ exit_time: null })).heldForMs).toBeNull();
  });
});
