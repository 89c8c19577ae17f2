import { describe, expect, it } from "vitest";
import { serverProfileSchema } from "./server-profile";

describe("serverProfileSchema", () => {
  it("reads the spec's §3 fields", () => {
    const wire = {
      broker: "iifl",
      client_id: "AB1234",
      email: "Asha@Example.com",
      name: "Asha Rao",
      phone_number: "9876543210",
      bridger: "iifl-bridge",
      user_type: "EXISTING_USER_ACTIVE",
    };
    expect(serverProfileSchema.parse(wire)).toEqual(wire);
  });

  it("takes missing or null optional fields, and a phone sent as a number", () => {
    expect(
      serverProfileSchema.parse({
        broker: "nuvama",
        client_id: "NV7",
        email: null,
        phone_number: 9876543210,
      }),
    ).toEqual({ broker: "nuvama", client_id: "NV7", email: null, phone_number: "9876543210" });
  });

  it("refuses a profile without a known broker and a client id, or with an unknown user type", () => {
    expect(serverProfileSchema.safeParse({ client_id: "X" }).success).toBe(false);
    expect(serverProfileSchema.safeParse({ broker: "zerodha", client_id: "X" }).success).toBe(
      false,
    );
    expect(serverProfileSchema.safeParse({ broker: "iifl", client_id: "" }).success).toBe(false);
    expect(
      serverProfileSchema.safeParse({ broker: "iifl", client_id: "X", user_type: "ADMIN" }).success,
    ).toBe(false);
  });
});
