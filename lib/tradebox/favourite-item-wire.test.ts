import { describe, expect, it } from "vitest";
import {
  favouriteItemWireSchema,
  withFavourite,
  type FavouriteItemWire,
} from "./favourite-item-wire";

const item = (id: string): FavouriteItemWire => ({
  strategy_id: id,
  strategy_name: `Tradebox ${id}`,
  display_image: "",
  ins_type: "call",
  frequency: "WEEKLY",
  risk_level: "HIGH",
});

describe("favourite items", () => {
  it("parses the spec's favourite item and refuses unknown enum values", () => {
    expect(favouriteItemWireSchema.parse(item("a"))).toEqual(item("a"));
    expect(favouriteItemWireSchema.safeParse({ ...item("a"), frequency: "DAILY" }).success).toBe(
      false,
    );
  });

  it("marks a tradebox once, last, and unmarks it, without changing the given list", () => {
    const list = [item("a"), item("b")];
    expect(withFavourite(list, item("c"), true).map((i) => i.strategy_id)).toEqual(["a", "b", "c"]);
    expect(withFavourite(list, item("a"), true).map((i) => i.strategy_id)).toEqual(["b", "a"]);
    expect(withFavourite(list, item("a"), false).map((i) => i.strategy_id)).toEqual(["b"]);
    expect(withFavourite([], item("a"), false)).toEqual([]);
    expect(list).toHaveLength(2);
  });
});
