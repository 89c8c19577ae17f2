import { describe, expect, it } from "vitest";
import { BROKER_CODES } from "../../../lib/brokers";
import { TEST_BROKER_CODE } from "../../../lib/product";
import { SANDBOX_SPECS } from "./sandbox-specs";

describe("the sandbox brokers", () => {
  it("serve every real broker with a hand-off, each under its own code", () => {
    const served = Object.entries(SANDBOX_SPECS).map(([code, spec]) => [code, spec.code]);
    for (const [code, specCode] of served) expect(specCode).toBe(code);
    const expected = BROKER_CODES.filter((code) => code !== "iifl" && code !== TEST_BROKER_CODE);
    expect(served.map(([code]) => code).sort()).toEqual([...expected].sort());
  });
});
