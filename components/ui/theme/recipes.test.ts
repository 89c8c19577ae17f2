import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RECIPELESS, RECIPE_USERS } from "./recipes";
import { system } from "./system";

/** Every non-test .ts/.tsx source under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/** The values (not types) a source imports from "@chakra-ui/react". */
function chakraImports(source: string): string[] {
  const imports = source.matchAll(/import\s*\{([^}]+)\}\s*from\s*"@chakra-ui\/react"/g);
  return [...imports]
    .flatMap((match) => match[1]!.split(","))
    .map((name) => name.trim())
    .filter((name) => name !== "" && !name.startsWith("type "))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

/** What "@chakra-ui/react" exports that is not a component: functions and contexts. */
const isHelper = (name: string) => /^[a-z]/.test(name) && name !== "chakra";

describe("the Chakra recipes the app keeps", () => {
  const imported = new Set(
    ["components", "app"]
      .flatMap(sources)
      .flatMap((file) => chakraImports(readFileSync(file, "utf8")))
      .filter((name) => !isHelper(name) && !/Props$|^System|Config$|Return$/.test(name)),
  );

  it("finds the components the code imports (the scan works)", () => {
    expect(imported).toContain("Button");
    expect(imported).toContain("Drawer");
  });

  it("knows every imported component: its recipes are kept, or it has none", () => {
    const unknown = [...imported].filter(
      (name) => !(name in RECIPE_USERS) && !RECIPELESS.includes(name),
    );
    expect(unknown, "add each to RECIPE_USERS (with its recipes) or RECIPELESS").toEqual([]);
  });

  it("lists only components the code imports, so no unused recipe is shipped", () => {
    const unused = Object.keys(RECIPE_USERS).filter((name) => !imported.has(name));
    expect(unused, "remove each from RECIPE_USERS").toEqual([]);
  });

  it("builds every recipe an imported component reads", () => {
    for (const [component, keys] of Object.entries(RECIPE_USERS)) {
      for (const key of keys) {
        const built = system.getRecipe(key) ?? system.getSlotRecipe(key);
        expect(built, `${component}: ${key}`).toBeDefined();
      }
    }
  });

  it("leaves out the recipes nothing uses", () => {
    expect(system.getSlotRecipe("colorPicker")).toBeUndefined();
    expect(system.getSlotRecipe("card")).toBeUndefined();
  });
});
