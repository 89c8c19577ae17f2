import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCAL_SIGNUP_API_KEY } from "@/lib/signup/signup-api";
import { POST } from "./route";

const lead = { broker_id: "iifl", mobile: 9876543210, otp_verified: false, url_parameters: [] };

function post(body: unknown, key = LOCAL_SIGNUP_API_KEY) {
  return POST(
    new NextRequest("http://localhost/api/signup/create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-api-key": key },
      body: JSON.stringify(body),
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("POST /api/signup/create (the local lead API)", () => {
  it("takes a lead with the right key and logs it without the full number", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const response = await post(lead);
    expect(response.status).toBe(201);
    expect(JSON.stringify(log.mock.calls)).toContain("******3210");
    expect(JSON.stringify(log.mock.calls)).not.toContain("9876543210");
  });

  it("refuses a wrong key and a body that is not the spec's", async () => {
    expect((await post(lead, "wrong")).status).toBe(401);
    expect((await post({ ...lead, mobile: "9876543210" })).status).toBe(400);
    expect((await post({ ...lead, broker_id: "nuvama" })).status).toBe(400);
  });
});
