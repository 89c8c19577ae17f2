import { describe, expect, it } from "vitest";
import { readUrlParameters, urlParametersOf } from "./url-parameters";

describe("saved URL parameters", () => {
  it("keeps a query's parameters as an object, or null for none", () => {
    expect(urlParametersOf("?utm_source=google&utm_campaign=diwali")).toEqual({
      utm_source: "google",
      utm_campaign: "diwali",
    });
    expect(urlParametersOf("")).toBeNull();
  });

  it("drops over-long values", () => {
    expect(urlParametersOf(`?a=${"x".repeat(500)}&b=1`)).toEqual({ b: "1" });
  });

  it("reads back only an object of strings", () => {
    expect(readUrlParameters('{"utm_source":"google"}')).toEqual({ utm_source: "google" });
    expect(readUrlParameters("[1,2]")).toBeNull();
    expect(readUrlParameters('{"a":1}')).toBeNull();
    expect(readUrlParameters("not json")).toBeNull();
    expect(readUrlParameters(undefined)).toBeNull();
  });
});
