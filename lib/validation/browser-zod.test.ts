import { afterEach, describe, expect, it } from "vitest";
import { config } from "zod/v4/core";
import { makeZodJitless } from "./browser-zod";

describe("makeZodJitless", () => {
  afterEach(() => {
    config({ jitless: false });
  });

  it("turns off zod's compiled parsers for zod already loaded", () => {
    expect(config().jitless).not.toBe(true);
    makeZodJitless();
    expect(config().jitless).toBe(true);
  });

  it("leaves a setting for zod that loads later, keeping what is there", () => {
    const scope: { __zod_globalConfig?: { jitless?: boolean; locale?: string } } = {
      __zod_globalConfig: { locale: "en" },
    };
    makeZodJitless(scope);
    expect(scope.__zod_globalConfig).toEqual({ locale: "en", jitless: true });
    const empty: { __zod_globalConfig?: { jitless?: boolean } } = {};
    makeZodJitless(empty);
    expect(empty.__zod_globalConfig).toEqual({ jitless: true });
  });
});
