import { describe, expect, it } from "vitest";
import { analystManaged, groupBaskets } from "./basket-groups";
import { activeStrategy } from "./test-baskets";

describe("analystManaged", () => {
  it("lists only the baskets the analysts manage (spec §6)", () => {
    const baskets = [
      activeStrategy({ id: "a" }),
      activeStrategy({ id: "u", basket_management_type: "USER_MANAGED" }),
      activeStrategy({ id: "s", basket_management_type: "SYSTEM_MANAGED" }),
    ];
    expect(analystManaged(baskets).map((b) => b.id)).toEqual(["a"]);
  });
});

describe("groupBaskets", () => {
  it("groups by the spec §4 table in its order and drops empty groups", () => {
    const groups = groupBaskets([
      activeStrategy({ id: "err", status: "ERROR" }),
      activeStrategy({ id: "adj", analyst_basket_status: "ADJUSTED" }),
      activeStrategy({ id: "ent", status: "ENTERING" }),
    ]);
    expect(groups.map((g) => [g.group, g.baskets.map((b) => b.id)])).toEqual([
      ["Tracking", ["adj", "ent"]],
      ["Retry", ["err"]],
    ]);
  });
});
