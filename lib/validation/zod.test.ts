import { describe, expect, it } from "vitest";
import * as z from "./zod";

describe("the browser's zod", () => {
  it("explains a mismatch in English, as zod's classic build does", () => {
    const result = z.object({ amount: z.number() }).safeParse({ amount: "12" });
    expect(result.error?.issues[0]?.message).toBe(
      "Invalid input: expected number, received string",
    );
  });
});
