import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { orderTagOf } from "../../real/idempotent-placement";
import { NuvamaOrderTags } from "./order-tag";

const engineKey = () => `${randomUUID()}:${randomUUID()}`;

describe("Nuvama order remarks", () => {
  it("tags every key with 16 hex characters, the engine's keys and their slices included", () => {
    const tags = new NuvamaOrderTags();
    for (const key of [engineKey(), `${engineKey()}:2`, "k-fill"]) {
      expect(tags.tag(key)).toMatch(/^[0-9a-f]{16}$/);
      expect(tags.tag(key)).toBe(orderTagOf(key, 16));
    }
  });

  it("gives the same key the same remark in any process, and two keys two remarks", () => {
    const a = engineKey();
    const b = engineKey();
    expect(new NuvamaOrderTags().tag(a)).toBe(new NuvamaOrderTags().tag(a));
    expect(new NuvamaOrderTags().tag(a)).not.toBe(new NuvamaOrderTags().tag(b));
  });

  it("reads a remark back to the key this process tagged; else the remark stands for the key", () => {
    const tags = new NuvamaOrderTags();
    const key = engineKey();
    const tag = tags.tag(key);
    expect(tags.keyOf(tag)).toBe(key);
    expect(new NuvamaOrderTags().keyOf(tag)).toBe(tag);
  });

  it("answers a remark that is not ours (typed in Nuvama's app) as itself", () => {
    expect(new NuvamaOrderTags().keyOf("hedge for friday")).toBe("hedge for friday");
    expect(new NuvamaOrderTags().keyOf("")).toBe("");
  });
});
