import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileGlobalCss, THEME_CSS_MODULE, themeCssModuleSource } from "./global-css";

const GLOBAL_CSS = compileGlobalCss();

describe("the global stylesheet written into every page", () => {
  it("is up to date with the theme (else: npm run theme:css)", () => {
    expect(readFileSync(THEME_CSS_MODULE, "utf8")).toBe(themeCssModuleSource(GLOBAL_CSS));
  });

  it("is text for the server only: the browser's bundle folds it away", () => {
    const source = themeCssModuleSource("html{color:red}");
    expect(source).toContain(
      'export const THEME_CSS = process.env.NEXT_RUNTIME ? "html{color:red}" : "";',
    );
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
