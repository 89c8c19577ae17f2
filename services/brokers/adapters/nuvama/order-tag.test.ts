import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NuvamaOrderTags } from "./order-tag";

describe("Nuvama order remarks", () => {
  it("packs an engine key into 44 characters and reads it back in another process", () => {
    const key = `${randomUUID()}:${randomUUID()}`;
    const tag = new NuvamaOrderTags().tag(key);
    expect(tag).toMatch(/^U[0-9A-Za-z_-]{43}$/);
    expect(new NuvamaOrderTags().keyOf(tag)).toBe(key);
  });

  it("gives the same key the same remark, and two keys two remarks", () => {
    const tags = new NuvamaOrderTags();
    const a = `${randomUUID()}:${randomUUID()}`;
    const b = `${randomUUID()}:${randomUUID()}`;
    expect(tags.tag(a)).toBe(tags.tag(a));
    expect(tags.tag(a)).not.toBe(tags.tag(b));
  });

  it("hashes any other key, remembering it for this process only", () => {
    const tags = new NuvamaOrderTags();
    const tag = tags.tag("k-fill");
    expect(tag).toMatch(/^[0-9a-f]{16}$/);
    expect(tags.keyOf(tag)).toBe("k-fill");
    expect(new NuvamaOrderTags().keyOf(tag)).toBe(tag);
  });

  it("answers a remark that is not ours (typed in Nuvama's app) as itself", () => {
    expect(new NuvamaOrderTags().keyOf("hedge for friday")).toBe("hedge for friday");
    expect(new NuvamaOrderTags().keyOf("")).toBe("");
  });
});
