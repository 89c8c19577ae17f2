import { describe, expect, it } from "vitest";
import { applicationServerKey } from "./push-device";

describe("applicationServerKey", () => {
  it("decodes a base64url key, unpadded, to its bytes", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const key = Buffer.from(bytes).toString("base64url");
    expect(key).not.toMatch(/[=+/]/);
    expect(applicationServerKey(key)).toEqual(bytes);
  });
});
