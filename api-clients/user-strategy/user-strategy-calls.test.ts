import { afterEach, describe, expect, it } from "vitest";
import { emailUpdate } from "@/lib/profile/profile-update";
import { ApiStatusError, ResponseError, ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { fakeFetch } from "../testing/fake-fetch";
import { getAvailableMargin } from "./margin";
import { getProfile, updateProfile } from "./profile";

const BASE = "https://services.test/user-strategy";
const PROFILE = {
  broker: "strikeline_broker",
  client_id: "AB12",
  email: "asha@example.com",
  name: "Asha Rao",
  phone_number: "9876543210",
  bridger: null,
  user_type: "EXISTING_USER_ACTIVE",
};

function answering(body: unknown, status = 200) {
  const { requests: calls, fetchImpl } = fakeFetch(body, status);
  return { calls, user: { token: "jwt", baseUrl: BASE, fetchImpl } };
}

afterEach(() => setValidationErrorReporter(() => {}));

describe("getAvailableMargin", () => {
  it.each([
    [500000, 50_000_000],
    ["500000.50", 50_000_050],
    ["1234.005", 123_401],
    [0.1, 10],
    ["0", 0],
  ])("reads %j rupees as %j paise exactly", async (wire, paise) => {
    const { user, calls } = answering({ is_success: true, data: { available_margin: wire } });
    await expect(getAvailableMargin(user)).resolves.toBe(paise);
    expect(String(calls[0]!.url)).toBe(`${BASE}/user/margin`);
    expect(calls[0]!.authorization).toBe("Bearer jwt");
  });

  it.each(["", "12,000", "₹5", "abc", null])("fails the shape for %j", async (wire) => {
    setValidationErrorReporter(() => {});
    const { user } = answering({ is_success: true, data: { available_margin: wire } });
    await expect(getAvailableMargin(user)).rejects.toBeInstanceOf(ValidationError);
  });
});

describe("profile calls", () => {
  it("GET reads the server profile", async () => {
    const { user } = answering({ is_success: true, data: PROFILE });
    await expect(getProfile(user)).resolves.toMatchObject({ client_id: "AB12", name: "Asha Rao" });
  });

  it("PUT sends the update and returns the updated profile", async () => {
    const { user, calls } = answering({ is_success: true, data: PROFILE });
    await expect(updateProfile(emailUpdate("asha@example.com"), user)).resolves.toMatchObject({
      email: "asha@example.com",
    });
    expect(calls[0]!.method).toBe("PUT");
    expect(calls[0]!.body).toEqual({ updates: { email: "asha@example.com" } });
  });

  it("PUT raises the server's message on the failure shape", async () => {
    const { user } = answering({ is_success: false, errorMessage: "E-mail taken" });
    const call = updateProfile(emailUpdate("asha@example.com"), user);
    await expect(call).rejects.toBeInstanceOf(ResponseError);
    await expect(call).rejects.toMatchObject({ message: "E-mail taken" });
  });

  it("PUT refuses a body of neither shape", async () => {
    const { user } = answering({ is_success: true, data: { name: "no client id" } });
    await expect(updateProfile(emailUpdate("a@b.co"), user)).rejects.toBeInstanceOf(
      ValidationError,
    );
    const failureWithoutMessage = answering({ is_success: false });
    await expect(
      updateProfile(emailUpdate("a@b.co"), failureWithoutMessage.user),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it("PUT passes a 400's message on as a status error", async () => {
    const { user } = answering(
      { is_success: false, errorMessage: "Please enter valid email" },
      400,
    );
    await expect(updateProfile(emailUpdate("a@b.co"), user)).rejects.toMatchObject({
      constructor: ApiStatusError,
      status: 400,
      message: "Please enter valid email",
    });
  });
});
