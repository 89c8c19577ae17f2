import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { ORDER_STATUS_TEXTS, orderStatus } from "./order-status";

const spec = readSpec();

/** The bullets under the spec's '### Order-level status' heading. */
function orderStatusBullets(text: string): string[] {
  const lines = text.slice(text.indexOf("### Order-level status")).split("\n").slice(1);
  const start = lines.findIndex((line) => line.startsWith("- "));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("- "));
  return lines.slice(start, end);
}

describe.skipIf(!spec)(`order-level status texts against the spec's §4 (${SPEC_PATH})`, () => {
  it("uses exactly the texts the spec quotes", () => {
    const quoted = orderStatusBullets(spec ?? "").flatMap((bullet) =>
      [...bullet.matchAll(/'([^']+)'/g)].map((m) => m[1]),
    );
    expect([...ORDER_STATUS_TEXTS].sort()).toEqual([...new Set(quoted)].sort());
  });
});

describe("orderStatus", () => {
  it("reads 'Pending' for a pending order, even before anything is filled", () => {
    expect(orderStatus({ status: "PENDING", quantity: 0 })).toEqual({
      text: "Pending",
      retryAllowed: false,
    });
  });

  it("reads an adjusting leg by its direction, 'Adjusting' without one", () => {
    expect(orderStatus({ status: "ADJUSTING", quantity: 50, direction: "entering" }).text).toBe(
      "Entering",
    );
    expect(orderStatus({ status: "ADJUSTING", quantity: 50, direction: "exiting" }).text).toBe(
      "Exiting",
    );
    expect(orderStatus({ status: "ADJUSTING", quantity: 50 }).text).toBe("Adjusting");
    expect(orderStatus({ status: "ADJUSTING", quantity: 0, direction: null }).text).toBe(
      "Adjusting",
    );
  });

  it("reads 'Rejected' with retry allowed for an error or a rejection", () => {
    for (const status of ["ERROR", "REJECTED"] as const) {
      expect(orderStatus({ status, quantity: 0 })).toEqual({
        text: "Rejected",
        retryAllowed: true,
      });
      expect(orderStatus({ status, quantity: 75 })).toEqual({
        text: "Rejected",
        retryAllowed: true,
      });
    }
  });

  it("reads 'Tracking' for an open leg and 'Closed' once closed or flat", () => {
    expect(orderStatus({ status: "OPEN", quantity: -75 }).text).toBe("Tracking");
    expect(orderStatus({ status: "OPEN", quantity: 0 }).text).toBe("Closed");
    expect(orderStatus({ status: "CLOSED", quantity: 0 }).text).toBe("Closed");
    expect(orderStatus({ status: "CLOSED", quantity: 75 }).text).toBe("Closed");
  });

  it("reads a closing leg as 'Exiting' until it is flat (our choice: the spec names no CLOSING rule)", () => {
    expect(orderStatus({ status: "CLOSING", quantity: 75 }).text).toBe("Exiting");
    expect(orderStatus({ status: "CLOSING", quantity: 0 }).text).toBe("Closed");
  });

  it("allows a retry only for rejected orders", () => {
    expect(orderStatus({ status: "OPEN", quantity: 1 }).retryAllowed).toBe(false);
    expect(orderStatus({ status: "CLOSED", quantity: 0 }).retryAllowed).toBe(false);
  });
});
