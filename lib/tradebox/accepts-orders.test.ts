import { describe, expect, it } from "vitest";
import { BASKET_STATUSES } from "../domain/enums";
import { acceptsNewOrders } from "./accepts-orders";

describe("acceptsNewOrders", () => {
  it("is true for a live tradebox only", () => {
    expect(BASKET_STATUSES.filter(acceptsNewOrders)).toEqual(["OPEN", "ADJUSTED"]);
  });
});
