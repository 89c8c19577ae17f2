import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COLOR_PALETTES, system } from "./system";

/** Every .tsx/.ts source under a folder, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/** Palette names the code hands to components: `colorPalette="red"` and `palette: "red"` maps. */
function palettesNamedIn(source: string): string[] {
  const uses = source.matchAll(/(?:colorPalette=\{?|palette: )"([a-z]+)"/g);
  return [...uses].map((use) => use[1]!);
}

describe("colour palettes", () => {
  const named = new Set(
    ["components", "app", "lib"]
      .flatMap(sources)
      .flatMap((file) => palettesNamedIn(readFileSync(file, "utf8"))),
  );

  it("finds the palettes the code names (the scan works)", () => {
    expect(named).toContain("red");
    expect(named).toContain("brand");
  });

  it("has semantic tokens for every palette a component is given", () => {
    for (const palette of named) {
      expect(system.tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
    }
  });

  it("leaves out Chakra's palettes nothing uses", () => {
    expect(COLOR_PALETTES).not.toContain("yellow");
    expect(system.tokens.getByName("colors.yellow.solid")).toBeUndefined();
    expect(system.tokens.getByName("colors.teal.400")).toBeDefined();
  });
});
