import { describe, expect, it } from "vitest";
import { testBrokerLoginErrors, testBrokerLoginSchema } from "./test-broker-credentials";

describe("test broker login form", () => {
  it("accepts 2 to 16 letters or digits and a name, upper-casing the client id", () => {
    expect(testBrokerLoginErrors({ clientId: "paper01", name: "Asha" })).toBeNull();
    expect(testBrokerLoginSchema.parse({ clientId: " paper01 ", name: "Asha" }).clientId).toBe(
      "PAPER01",
    );
  });

  it("gives one message per field in error", () => {
    expect(testBrokerLoginErrors({ clientId: "x", name: " " })).toEqual({
      clientId: "Client id: 2 to 16 letters or digits",
      name: "Enter a name",
    });
    expect(testBrokerLoginErrors({ clientId: "ab-12", name: "A" })).toEqual({
      clientId: "Client id: 2 to 16 letters or digits",
    });
  });
});
