import { defaultConfig } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { system } from "./system";

/** A colour token's #rrggbb, following semantic tokens down to the palette. */
function hexOf(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token ${name}`);
  const reference = /^\{colors\.(.+)\}$/.exec(String(token.originalValue));
  return reference ? hexOf(reference[1]!) : String(token.value);
}

describe("text colours on the app's surfaces (WCAG AA, 4.5:1 for body text)", () => {
  const texts = ["fg", "fg.muted", "fg.subtle", "accent.fg", "profit", "loss"];
  const surfaces = ["bg", "bg.surface", "bg.muted"];
  for (const text of texts) {
    for (const surface of surfaces) {
      it(`${text} on ${surface}`, () => {
        expect(contrastRatio(hexOf(text), hexOf(surface))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe("the dark-only system", () => {
  it("resolves Chakra's conditional colours to their dark values", () => {
    const chakraColors = defaultConfig.theme?.semanticTokens?.colors as {
      red: { fg: { value: { _dark: string } } };
    };
    const chakraRedFg = chakraColors.red.fg.value;
    const token = system.tokens.getByName("colors.red.fg");
    expect(token?.extensions.conditions).toEqual({ base: chakraRedFg._dark });
  });
});
