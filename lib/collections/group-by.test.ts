import { describe, expect, it } from "vitest";
import { groupBy } from "./group-by";

describe("groupBy", () => {
  it("groups rows by key, keeping their order within each group", () => {
    const rows = [
      { basket: "b", leg: 1 },
      { basket: "a", leg: 1 },
      { basket: "b", leg: 2 },
    ];
    expect([...groupBy(rows, (row) => row.basket)]).toEqual([
      ["b", [rows[0], rows[2]]],
      ["a", [rows[1]]],
    ]);
  });
});
