import { describe, expect, it } from "vitest";
import {
  clientProfileSchema,
  defaultClientProfile,
  firstWord,
  toClientProfile,
} from "./client-profile";
import { serverProfileSchema } from "./server-profile";

describe("toClientProfile", () => {
  it("maps every field of the server profile (spec §3)", () => {
    const server = serverProfileSchema.parse({
      broker: "iifl",
      client_id: "AB1234",
      email: "Asha@Example.com",
      name: "Asha Devi Rao",
      phone_number: "9876543210",
      bridger: "b",
      user_type: "NEW_USER",
    });
    const client = toClientProfile(server, ["sid-1", "sid-2"]);
    expect(client).toEqual({
      broker: "iifl",
      clientID: "AB1234",
      email: "Asha@Example.com",
      name: "Asha Devi Rao",
      firstName: "Asha",
      phone: "9876543210",
      strategies: ["sid-1", "sid-2"],
      userType: "NEW_USER",
      distinctId: "strikeline:iifl:AB1234",
    });
    expect(clientProfileSchema.parse(client)).toEqual(client);
  });

  it("fills the spec's defaults for missing, null and blank fields", () => {
    const server = serverProfileSchema.parse({
      broker: "hdfc_sky",
      client_id: "H1",
      name: "   ",
      phone_number: "",
      email: null,
    });
    expect(toClientProfile(server)).toEqual({
      broker: "hdfc_sky",
      clientID: "H1",
      email: "",
      name: "User",
      firstName: "User",
      phone: null,
      strategies: [],
      userType: null,
      distinctId: "strikeline:hdfc_sky:H1",
    });
  });

  it("tells the same client id at two brokers apart", () => {
    const at = (broker: "iifl" | "iifl_capital") =>
      toClientProfile(serverProfileSchema.parse({ broker, client_id: "C9" })).distinctId;
    expect(at("iifl")).not.toBe(at("iifl_capital"));
  });
});

describe("defaultClientProfile", () => {
  it("is 'User' by name, empty or null otherwise, and valid", () => {
    const profile = defaultClientProfile();
    expect(profile).toEqual({
      broker: "",
      clientID: "",
      email: "",
      name: "User",
      firstName: "User",
      phone: null,
      strategies: [],
      userType: null,
      distinctId: "",
    });
    expect(clientProfileSchema.parse(profile)).toEqual(profile);
  });
});

describe("firstWord", () => {
  it.each([
    ["Asha Rao", "Asha"],
    ["  Ravi   Kumar ", "Ravi"],
    ["Madhuri\tDixit", "Madhuri"],
    ["Cher", "Cher"],
    ["", "User"],
    ["   ", "User"],
  ])("reads %j as %j", (name, expected) => expect(firstWord(name)).toBe(expected));
});
