import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { marketHoursResponseSchema } from "@/api-clients/same-origin/check-market-hours";
import { DEVELOPMENT_SESSION_SECRET } from "@/lib/env/session-secret";
import { SESSION_COOKIE, TEST_BROKER_CODE } from "@/lib/product";
import { signSessionToken } from "@/lib/session/session-token";
import type { BrokerCode } from "@/lib/brokers";
import { GET } from "./route";

// Tuesday 13 January 2026 (a trading day), India time = UTC + 05:30.
const OPEN = new Date("2026-01-13T05:00:00Z"); // 10:30 IST
const CLOSED = new Date("2026-01-13T10:00:00Z"); // 15:30 IST

async function ask(at: Date, broker?: BrokerCode) {
  vi.useFakeTimers({ now: at, toFake: ["Date"] });
  const headers: Record<string, string> = {};
  if (broker) {
    const token = await signSessionToken(
      { sub: "u", broker, clientId: "C1" },
      DEVELOPMENT_SESSION_SECRET,
      { now: at },
    );
    headers.Cookie = `${SESSION_COOKIE}=${token}`;
  }
  const response = await GET(
    new NextRequest("http://localhost/api/check-market-hours", { headers }),
  );
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return marketHoursResponseSchema.parse(await response.json());
}

afterEach(() => vi.useRealTimers());

describe("GET /api/check-market-hours", () => {
  it("answers the spec's shape with the order window", async () => {
    await expect(ask(OPEN)).resolves.toEqual({ isSuccess: true, isMarketHours: true });
    await expect(ask(CLOSED, "iifl")).resolves.toEqual({ isSuccess: true, isMarketHours: false });
  });

  it("is always open for the test broker's traders", async () => {
    await expect(ask(CLOSED, TEST_BROKER_CODE)).resolves.toEqual({
      isSuccess: true,
      isMarketHours: true,
    });
  });
});
