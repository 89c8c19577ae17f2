import { describe, expect, it } from "vitest";
import { PROMPT_HIDDEN, promptLikelyShown } from "./alerts-prompt-hint";

describe("the server's guess at Track's alerts prompt", () => {
  it("draws it on a browser that has not said otherwise", () => {
    expect(promptLikelyShown(undefined, false)).toBe(true);
  });

  it("leaves it out where the browser last hid it, and in a broker's webview", () => {
    expect(promptLikelyShown(PROMPT_HIDDEN, false)).toBe(false);
    expect(promptLikelyShown(undefined, true)).toBe(false);
  });
});
