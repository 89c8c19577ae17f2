import createCache from "@emotion/cache";
import { css } from "@emotion/react";
import { system } from "./system";

/** Where the stylesheet is kept; the root layout imports it. */
export const GLOBAL_CSS_FILE = "components/ui/theme/theme.generated.css";

/**
 * Chakra's global styles as one stylesheet: the layer order, the reset, the base (`globalCss`,
 * keyframes) and every token as a CSS variable. Written to GLOBAL_CSS_FILE by
 * `npm run theme:css` (the root layout is a server component, where Chakra's module cannot load)
 * and served with every page, so pages drawn in CSS modules over these variables (the public
 * pages) need no Chakra code in the browser, and ChakraScope does not inject it a second time.
 */
export function compileGlobalCss(): string {
  const cache = createCache({ key: "chakra-global" });
  // Compat mode keeps the compiled rules in `cache.inserted` instead of writing <style> tags.
  cache.compat = true;
  const rules = system._global.map((styles) => {
    const serialized = css(styles as Parameters<typeof css>[0]);
    cache.insert("", serialized, cache.sheet, true);
    const compiled = cache.inserted[serialized.name];
    return typeof compiled === "string" ? compiled : "";
  });
  const header = `/* Generated from components/ui/theme/system.ts by \`npm run theme:css\`: do not edit. */`;
  return [header, system.layers.atRule, ...rules, ""].join("\n");
}
