import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileGlobalCss, GLOBAL_CSS_DIR, globalCssFile, globalCssHref } from "./global-css";
import { THEME_STYLESHEET_HREF } from "./theme-stylesheet";

const GLOBAL_CSS = compileGlobalCss();

describe("the global stylesheet served to every page", () => {
  it("is up to date with the theme, and the layout links it (else: npm run theme:css)", () => {
    expect(THEME_STYLESHEET_HREF).toBe(globalCssHref(GLOBAL_CSS));
    expect(readFileSync(globalCssFile(THEME_STYLESHEET_HREF), "utf8")).toBe(GLOBAL_CSS);
  });

  it("is the only one served: an old version is removed", () => {
    expect(readdirSync(GLOBAL_CSS_DIR)).toEqual([path.basename(THEME_STYLESHEET_HREF)]);
  });

  it("is named by its content", () => {
    expect(globalCssHref(GLOBAL_CSS)).toMatch(/^\/theme\/theme-[0-9a-f]{12}\.css$/);
    expect(globalCssHref(`${GLOBAL_CSS} `)).not.toBe(globalCssHref(GLOBAL_CSS));
  });

  it("declares Chakra's layer order first, so layered rules rank as Chakra expects", () => {
    expect(GLOBAL_CSS.split("\n")[1]).toBe("@layer reset, base, tokens, recipes;");
  });

  it("holds the reset, the base and the tokens in their layers", () => {
    expect(GLOBAL_CSS).toMatch(/@layer reset\{/);
    expect(GLOBAL_CSS).toMatch(/@layer base\{/);
    expect(GLOBAL_CSS).toMatch(/@layer tokens\{/);
  });

  it("defines the variables the CSS modules draw with, at the dark theme's values", () => {
    expect(GLOBAL_CSS).toContain("--chakra-spacing-4:1rem");
    expect(GLOBAL_CSS).toContain("--chakra-colors-accent:var(--chakra-colors-brand-400)");
    expect(GLOBAL_CSS).toContain("--chakra-colors-brand-400:#7f73fb");
    // The palette components default to (html's colorPalette), which the button look reads.
    expect(GLOBAL_CSS).toContain(
      "--chakra-colors-color-palette-solid:var(--chakra-colors-brand-solid)",
    );
  });

  it("gives html and body the page's colours", () => {
    expect(GLOBAL_CSS).toMatch(/body\{[^}]*background:var\(--chakra-colors-bg\)/);
  });
});
