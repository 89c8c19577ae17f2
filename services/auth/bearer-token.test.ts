import { describe, expect, it } from "vitest";
import { bearerToken } from "./bearer-token";

describe("bearerToken", () => {
  it.each([
    ["abc.def.ghi", "abc.def.ghi"],
    ["Bearer abc.def.ghi", "abc.def.ghi"],
    ["bearer   abc.def.ghi ", "abc.def.ghi"],
    ["BEARER abc", "abc"],
  ])("reads %j as %j", (value, expected) => {
    expect(bearerToken(value)).toBe(expected);
  });

  it.each([[undefined], [null], [""], ["   "], ["Bearer "], ["Bearer"]])(
    "finds no token in %j",
    (value) => {
      expect(bearerToken(value)).toBeUndefined();
    },
  );
});
