import { describe, expect, it } from "vitest";
import { alertPayload, alertPayloadSchema } from "./alert-payload";

describe("alertPayload", () => {
  it("titles each alert with the position's label and opens the basket on Track", () => {
    const basket = { id: "b1", tradebox: "Nifty Weekly Iron Condor" };
    expect(alertPayload("adjustment", basket)).toEqual({
      kind: "adjustment",
      title: "Adjustment Available",
      body: "Nifty Weekly Iron Condor: the analyst changed the basket. Review the adjustment.",
      url: "/track/b1",
      tag: "basket-b1",
    });
    expect(alertPayload("rejected", basket).title).toBe("Retry Orders");
    expect(alertPayload("exited", basket).title).toBe("Tradebox exited");
  });

  it("is what the service worker accepts", () => {
    const payload = alertPayload("exited", { id: "b2", tradebox: "Straddle" });
    expect(alertPayloadSchema.parse(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
    expect(alertPayloadSchema.safeParse({ ...payload, url: "https://evil.example" }).success).toBe(
      false,
    );
  });
});
