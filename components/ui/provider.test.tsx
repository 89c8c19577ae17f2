import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { scopedSystem } from "./provider";
import { system } from "./theme/system";

/** The CSS a Chakra provider with this system writes when it renders. */
function injectedBy(value: SystemContext): string {
  const cache = createCache({ key: "probe" });
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={value}>x</ChakraProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted)
    .filter((css) => typeof css === "string")
    .join("");
}

describe("ChakraScope's system", () => {
  it("injects no global styles: the root layout serves them once as a stylesheet", () => {
    expect(injectedBy(system)).toContain("--chakra-spacing-4");
    expect(injectedBy(scopedSystem)).toBe("");
  });

  it("is otherwise the app's system", () => {
    expect(scopedSystem.token("colors.accent")).toBe(system.token("colors.accent"));
    expect(scopedSystem.getRecipe("button")).toBe(system.getRecipe("button"));
  });
});
