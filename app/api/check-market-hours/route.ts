import type { NextRequest } from "next/server";
import type { MarketHoursResponse } from "@/api-clients/same-origin/check-market-hours";
import { isMarketOpen } from "@/lib/market/market-hours";
import { NO_STORE, requestSession } from "../_session/request-session";

// GET /api/check-market-hours: whether orders can be placed now, 09:15–15:15 India time on
// trading days (spec §9); always for the test broker's traders (spec §6). Clients poll it every
// 30 s. Public: a visitor gets the exchange's answer.
export async function GET(request: NextRequest): Promise<Response> {
  let body: MarketHoursResponse;
  try {
    const session = await requestSession(request);
    body = {
      isSuccess: true,
      isMarketHours: isMarketOpen(new Date(), {
        broker: session?.broker,
        sandbox: session?.sandbox,
      }),
    };
  } catch (error) {
    console.error("[check-market-hours]", error);
    body = { isSuccess: false, errorMessage: "Could not check the market hours" };
  }
  return Response.json(body, { status: body.isSuccess ? 200 : 500, headers: NO_STORE });
}
