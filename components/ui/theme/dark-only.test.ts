import { describe, expect, it } from "vitest";
import { darkOnly } from "./dark-only";

describe("darkOnly", () => {
  it("keeps the dark value of each light/dark pair, at any depth", () => {
    const tree = {
      fg: {
        DEFAULT: { value: { _light: "{colors.black}", _dark: "{colors.gray.50}" } },
        error: { value: { _light: "{colors.red.500}", _dark: "{colors.red.400}" } },
      },
      gray: { solid: { value: { _light: "{colors.gray.900}", _dark: "{colors.white}" } } },
    };
    expect(darkOnly(tree)).toEqual({
      fg: { DEFAULT: { value: "{colors.gray.50}" }, error: { value: "{colors.red.400}" } },
      gray: { solid: { value: "{colors.white}" } },
    });
  });

  it("leaves plain values and a leaf's other fields alone", () => {
    const tree = {
      radius: { value: "4px", description: "corners" },
      shade: { value: { base: "x" } },
    };
    expect(darkOnly(tree)).toEqual(tree);
  });
});
