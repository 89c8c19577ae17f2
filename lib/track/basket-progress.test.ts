import { describe, expect, it } from "vitest";
import { legProgress, runOutcome } from "./basket-progress";
import { order, signal } from "./test-baskets";

describe("legProgress", () => {
  it("reads a leg from its quantities, rejected first", () => {
    expect(legProgress(signal({ to_be_placed_quantity: 65, order_snap_list: [] })).state).toBe(
      "waiting",
    );
    expect(legProgress(signal({ pending_quantity: 65 })).state).toBe("sent");
    expect(legProgress(signal()).state).toBe("done");
    const rejected = legProgress(
      signal({
        pending_quantity: 65,
        rejected_quantity: 65,
        order_snap_list: [order({ status: "REJECTED", status_message: "Price band exceeded" })],
      }),
    );
    expect(rejected).toMatchObject({ state: "rejected", reason: "Price band exceeded" });
  });

  it("gives a rejection a reason even when the broker sent none", () => {
    const bare = legProgress(signal({ status: "ERROR", order_snap_list: [] }));
    expect(bare.reason).toBe("Rejected by the broker");
  });
});

describe("runOutcome", () => {
  it("is done at the goal, failed on ERROR, working otherwise", () => {
    expect(runOutcome("ENTERING", "TRACKING")).toBe("working");
    expect(runOutcome("TRACKING", "TRACKING")).toBe("done");
    expect(runOutcome("ERROR", "TRACKING")).toBe("failed");
    expect(runOutcome("EXITING", "EXITED")).toBe("working");
    expect(runOutcome("EXITED", "EXITED")).toBe("done");
  });
});
