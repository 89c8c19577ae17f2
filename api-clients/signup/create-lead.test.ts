import { afterEach, describe, expect, it, vi } from "vitest";
import { createSignupLead } from "./create-lead";

const lead = {
  broker_id: "iifl" as const,
  mobile: 9876543210,
  otp_verified: true,
  url_parameters: [],
};
const api = { baseUrl: "https://leads.example/v1/", apiKey: "key-1" };

afterEach(() => vi.restoreAllMocks());

describe("createSignupLead", () => {
  it("posts the lead to {signup API}/create with x-api-key, and logs the answer", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => new Response('{"ok":1}', { status: 201 }));
    await createSignupLead(lead, api, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith("https://leads.example/v1/create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-api-key": "key-1" },
      body: JSON.stringify(lead),
      keepalive: true,
    });
    expect(info).toHaveBeenCalledWith("[signup] create:", 201, '{"ok":1}');
  });

  it("only logs a failure (spec §8): it never throws", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await createSignupLead(lead, api, async () => new Response("nope", { status: 500 }));
    await createSignupLead(lead, api, async () => Promise.reject(new TypeError("offline")));
    expect(error).toHaveBeenCalledTimes(2);
  });
});
