import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH, specTableRows } from "@/tests/support/spec-document";
import { BASKET_STATUSES, USER_BASKET_STATUSES, type UserBasketStatus } from "../domain/enums";
import {
  ADJUSTMENT_AVAILABLE_LABEL,
  ADJUSTMENT_TRIGGER_STATUSES,
  POSITION_CALL_TO_ACTION,
  POSITION_STATUS_TABLE,
  positionStatus,
} from "./position-status";

const spec = readSpec();
const HEADING = "### Position status shown to the user";

interface SpecPositionRow {
  statuses: string[];
  label: string;
  group: string;
  adjustment?: { triggers: string[]; label: string };
}

/** The spec's table: 'tracking, modifying, open' | 'Tracking (if the basket status is closed or adjusted: Adjustment Available)' | 'Tracking'. */
function specPositionRows(text: string): SpecPositionRow[] {
  return specTableRows(text, HEADING).map(([statuses = "", label = "", group = ""]) => {
    const conditional = /^(.+?) \(if the basket status is (.+?): (.+)\)$/.exec(label);
    return {
      statuses: statuses.split(",").map((s) => s.trim()),
      label: conditional?.[1] ?? label,
      group,
      adjustment: conditional
        ? {
            triggers: (conditional[2] ?? "").split(" or ").map((s) => s.trim().toUpperCase()),
            label: conditional[3] ?? "",
          }
        : undefined,
    };
  });
}

describe.skipIf(!spec)(`position statuses against the spec's §4 table (${SPEC_PATH})`, () => {
  const rows = spec ? specPositionRows(spec) : [];

  it("covers exactly the spec's backend statuses, which are the user basket statuses", () => {
    const specStatuses = rows.flatMap((r) => r.statuses.map((s) => s.toUpperCase()));
    expect(Object.keys(POSITION_STATUS_TABLE).sort()).toEqual([...specStatuses].sort());
    expect([...USER_BASKET_STATUSES].sort()).toEqual([...specStatuses].sort());
  });

  it.each(rows.flatMap((row) => row.statuses.map((s) => [s, row] as const)))(
    "%s has the spec's label, group and adjustment rule",
    (status, row) => {
      const ours = POSITION_STATUS_TABLE[status.toUpperCase() as UserBasketStatus];
      expect(ours.label).toBe(row.label);
      expect(ours.group).toBe(row.group);
      expect(ours.offersAdjustment).toBe(Boolean(row.adjustment));
      if (row.adjustment) {
        expect([...ADJUSTMENT_TRIGGER_STATUSES].sort()).toEqual(
          [...row.adjustment.triggers].sort(),
        );
        expect(ADJUSTMENT_AVAILABLE_LABEL).toBe(row.adjustment.label);
      }
    },
  );

  it("has the spec's call-to-action", () => {
    const tail = (spec ?? "").slice((spec ?? "").indexOf(HEADING));
    expect(/The call-to-action is '([^']+)'/.exec(tail)?.[1]).toBe(POSITION_CALL_TO_ACTION);
  });
});

describe("positionStatus", () => {
  it("turns a tracking, modifying or open position into 'Adjustment Available' when the analyst closed or adjusted", () => {
    for (const user of ["TRACKING", "MODIFYING", "OPEN"] as const) {
      expect(positionStatus(user, "CLOSED").label).toBe("Adjustment Available");
      expect(positionStatus(user, "ADJUSTED").label).toBe("Adjustment Available");
      expect(positionStatus(user, "OPEN").label).toBe("Tracking");
      expect(positionStatus(user, "PENDING").label).toBe("Tracking");
      expect(positionStatus(user, null).label).toBe("Tracking");
      expect(positionStatus(user).group).toBe("Tracking");
    }
  });

  it("never offers an adjustment on a position in flight, failed or exited", () => {
    for (const analyst of BASKET_STATUSES) {
      expect(positionStatus("ENTERING", analyst).label).toBe("Entering");
      expect(positionStatus("EXITING", analyst).label).toBe("Exiting");
      expect(positionStatus("ADJUSTING", analyst).label).toBe("Adjusting");
      expect(positionStatus("ERROR", analyst)).toEqual({
        label: "Retry Orders",
        group: "Retry",
        callToAction: "Track",
      });
      expect(positionStatus("EXITED", analyst)).toEqual({
        label: "Closed",
        group: "Closed",
        callToAction: "Track",
      });
    }
  });
});
