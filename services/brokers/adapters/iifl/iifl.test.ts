import { describe, expect, it } from "vitest";
import { createIiflBroker } from "./iifl";

describe("IIFL Securities (XTS/Blaze)", () => {
  it("has no login hand-off, and sends the trader to IIFL Capital", () => {
    const login = () => createIiflBroker().loginUrl({ redirectUrl: "https://s.in/cb", state: "s" });
    expect(login).toThrow(expect.objectContaining({ name: "BrokerError", code: "NOT_AVAILABLE" }));
    expect(login).toThrow("please log in with IIFL Capital");
    expect(login).toThrow("not available for this broker yet");
  });
});
