import { describe, expect, it } from "vitest";
import { textTokens } from "./text-tokens";

describe("textTokens", () => {
  it("lower-cases, keeps hyphens and apostrophes inside words, drops accents and repeats", () => {
    expect(textTokens("Range-bound WEEKLY income, on Café's view! Weekly")).toEqual([
      "range-bound",
      "weekly",
      "income",
      "on",
      "cafe's",
      "view",
    ]);
  });

  it("finds no word in punctuation alone", () => {
    expect(textTokens(" !? ")).toEqual([]);
  });
});
