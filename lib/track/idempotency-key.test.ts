import { describe, expect, it } from "vitest";
import { newIdempotencyKey } from "./idempotency-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  it("is a fresh UUID v4 each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("builds a UUID v4 from random bytes where randomUUID is missing", () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    } as unknown as Crypto;
    expect(newIdempotencyKey(insecure)).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});
