import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { ResponseError, ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { addFavourites, listFavourites, removeFavourites } from "./favourites";

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** Answers every fetch with `payload` and records what was sent. */
function answer(payload: unknown, status = 200): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({
      url,
      method: init.method ?? "GET",
      authorization: headers.get("Authorization"),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(payload), { status });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const item = {
  strategy_id: "s1",
  strategy_name: "Nifty Iron Condor",
  display_image: "data:image/svg+xml;base64,AA",
  ins_type: "call",
  frequency: "MONTHLY",
  risk_level: "LOW",
};

describe("favourites calls (spec §7 /user/subscribe)", () => {
  it("lists the favourites with the session token", async () => {
    const sent = answer({ is_success: true, data: [item] });
    await expect(listFavourites({ token: "jwt" })).resolves.toEqual([item]);
    expect(sent).toEqual([
      {
        url: `${SERVICE_URLS.userStrategy}/user/subscribe`,
        method: "GET",
        authorization: "Bearer jwt",
        body: undefined,
      },
    ]);
  });

  it("adds with POST {strategies} and returns the ids now subscribed", async () => {
    const sent = answer({ is_success: true, data: ["s0", "s1"] });
    await expect(addFavourites(["s1"], { token: "jwt" })).resolves.toEqual(["s0", "s1"]);
    expect(sent[0]).toMatchObject({ method: "POST", body: { strategies: ["s1"] } });
  });

  it("removes with DELETE {strategies}", async () => {
    const sent = answer({ is_success: true, data: null });
    await expect(removeFavourites(["s1"], { token: "jwt" })).resolves.toBeUndefined();
    expect(sent[0]).toMatchObject({ method: "DELETE", body: { strategies: ["s1"] } });
  });

  it("raises the server's message when is_success is false, and a shape error on a bad item", async () => {
    answer({ is_success: false, errorMessage: "Unknown strategy: s9" });
    await expect(addFavourites(["s9"], { token: "jwt" })).rejects.toThrow(ResponseError);
    setValidationErrorReporter(() => {});
    answer({ is_success: true, data: [{ ...item, risk_level: "EXTREME" }] });
    await expect(listFavourites({ token: "jwt" })).rejects.toBeInstanceOf(ValidationError);
  });
});
