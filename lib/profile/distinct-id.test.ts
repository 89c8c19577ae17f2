import { describe, expect, it } from "vitest";
import { BROKER_CODES } from "../brokers";
import { DISTINCT_ID_SEPARATOR, distinctId } from "./distinct-id";

describe("distinctId", () => {
  it("is the fixed prefix, the broker and the client id", () => {
    expect(distinctId("iifl", "AB1234")).toBe("strikeline:iifl:AB1234");
    expect(distinctId("5paisa", "55")).toBe("strikeline:5paisa:55");
  });

  it("cannot be confused: no broker code holds the separator", () => {
    for (const code of BROKER_CODES) expect(code).not.toContain(DISTINCT_ID_SEPARATOR);
  });
});
