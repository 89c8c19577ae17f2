import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { ApiStatusError } from "../errors";
import { findStrategyProfile } from "./strategy-profile";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, payload: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(payload), { status });
  });
  return urls;
}

describe("findStrategyProfile (GET /strategy/profile)", () => {
  it("asks by sid, slug or strategy id alike", async () => {
    const urls = answer(404, { is_success: false, errorMessage: "No tradebox x" });
    await findStrategyProfile({ sid: "nifty iron/condor" });
    expect(urls).toEqual([`${SERVICE_URLS.userStrategy}/strategy/profile?sid=nifty+iron%2Fcondor`]);
  });

  it("is null for a tradebox the viewer cannot see (404)", async () => {
    answer(404, { is_success: false, errorMessage: "No tradebox x" });
    await expect(findStrategyProfile({ sid: "x" })).resolves.toBeNull();
  });

  it("raises any other failure", async () => {
    answer(401, { is_success: false, errorMessage: "Invalid or expired session" });
    await expect(findStrategyProfile({ sid: "x", token: "old" })).rejects.toBeInstanceOf(
      ApiStatusError,
    );
  });
});
