import { afterEach, describe, expect, it } from "vitest";
import { addDays } from "../../../../lib/market/calendar-date";
import { indiaInstant } from "../../../../lib/market/india-time";
import { ManualClock } from "../../../../lib/time/clock";
import { tokenExchangeOf } from "../../../bridge/broker-redirects";
import { SimulatedMarket } from "../../../market/simulated-market";
import { recordingLogger } from "../../../testing/recording-logger";
import { BrokerError, type Broker, type BrokerOrder, type BrokerSession } from "../../broker";
import { createSandboxBroker, type SandboxBroker } from "../sandbox-broker";
import type { SandboxSpec } from "../sandbox-spec";
import { sandboxHandOff, verifyBodyOf } from "./sandbox-hand-off";

// A Wednesday, 10:30 India time: NSE is open, the simulated market moves.
const IN_SESSION = new Date("2026-11-25T05:00:00Z");
const WEB_ORIGIN = "http://localhost:3000";
const VERIFY = (code: string) => `${WEB_ORIGIN}/login/verify?broker=${code}`;

/** The hand-off as the browser follows it: the login page, the form posted, the redirect back. */
async function logIn(sandbox: SandboxBroker, spec: SandboxSpec, clientId: string) {
  const loginUrl = sandbox.adapter.loginUrl({ redirectUrl: VERIFY(spec.code), state: "state-1" });
  const { status, html, back } = await sandboxHandOff(loginUrl, spec, clientId);
  expect(status).toBe(200);
  expect(html).toContain("Sandbox");
  for (const field of spec.login.fields) expect(html).toContain(field.label);
  expect(`${back.origin}${back.pathname}`).toBe(`${WEB_ORIGIN}/login/verify`);
  const { request_token: requestToken, params } = verifyBodyOf(back);
  return sandbox.adapter.exchangeToken(tokenExchangeOf(spec.code, requestToken, params));
}

async function settled(broker: Broker, session: BrokerSession, orderId: string) {
  for (let i = 0; i < 100; i++) {
    const order = await broker.orderStatus(session, orderId);
    if (order.status !== "OPEN") return order;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Order ${orderId} never settled`);
}

/**
 * What every sandbox promises a trader, through the real adapter: its login page and redirect,
 * the master of the simulated market's contracts, prices and fills at that market, expired contracts leaving the book the day after, a refusal
 * when a drill asks, and the daily rollover. Each broker's folder runs it on its spec.
 */
export function describeSandbox(spec: SandboxSpec) {
  describe(`the ${spec.code} sandbox`, () => {
    let sandbox: SandboxBroker | undefined;
    afterEach(async () => sandbox?.close());

    async function started() {
      const clock = new ManualClock(IN_SESSION);
      const market = new SimulatedMarket({ seed: 7, clock });
      const logger = recordingLogger();
      sandbox = createSandboxBroker({ spec, market, clock, logger, webOrigin: WEB_ORIGIN });
      await sandbox.start();
      return { sandbox, market, logger, clock };
    }

    /** A listed NIFTY call near the money, and one lot of it. */
    function aCall(market: SimulatedMarket) {
      const level = market.indexLevel(3727);
      const calls = market
        .listedInstruments()
        .filter((i) => i.underlyingToken === 3727 && i.type === "call")
        .sort((a, b) => Math.abs(a.strike! - level) - Math.abs(b.strike! - level));
      return calls[0]!;
    }

    it("lists the simulated market's contracts through the broker's own master", async () => {
      const { sandbox, market } = await started();
      expect(sandbox.directory.size).toBe(market.listedInstruments().length);
      expect(sandbox.directory.knows(aCall(market).token)).toBe(true);
    });

    it("logs a client in on its own page and trades at the simulated market's prices", async () => {
      const { sandbox, market, logger, clock } = await started();
      const { client, session } = await logIn(sandbox, spec, "SBX42");
      expect(client.clientId).toBe("SBX42");
      expect(await sandbox.adapter.availableFunds(session)).toBeGreaterThan(0);

      const call = aCall(market);
      const price = market.lastTradedPrice(call.token)!;
      const quoted = await sandbox.adapter.lastTradedPrices([call.token], session);
      expect(quoted.get(call.token)).toBe(price);
      const margin = await sandbox.adapter
        .requiredMargin(session, [
          { instrumentToken: call.token, transactionType: "SELL", quantity: call.lotSize },
        ])
        .catch((error: unknown) => error);
      if (spec.marginCall === false) expect(margin).toMatchObject({ code: "NOT_AVAILABLE" });
      else expect(margin).toBeGreaterThan(0);

      const placed = await sandbox.adapter.placeOrder(session, {
        idempotencyKey: "sandbox-test-1",
        instrumentToken: call.token,
        transactionType: "BUY",
        quantity: call.lotSize,
        product: "NRML",
        orderType: "MARKET",
      });
      const filled: BrokerOrder = await settled(sandbox.adapter, session, placed.orderId);
      expect(filled.status).toBe("COMPLETE");
      expect(filled.averagePrice).toBe(price);
      const positions = await sandbox.adapter.positions(session);
      expect(positions.find((p) => p.instrumentToken === call.token)?.netQuantity).toBe(
        call.lotSize,
      );
      // The broker books the exchange's settlement overnight: held that evening, gone next day.
      const listed = async () =>
        (await sandbox.adapter.positions(session)).some((p) => p.instrumentToken === call.token);
      clock.set(indiaInstant(call.expiry, "18:00"));
      expect(await listed()).toBe(true);
      clock.set(indiaInstant(addDays(call.expiry, 1), "09:00"));
      expect(await listed()).toBe(false);
      expect(logger.entries.filter((e) => e.message.includes("documented format"))).toEqual([]);
    });

    it("refuses a leg when told, with its reason, and ends the session at the rollover", async () => {
      const { sandbox, market } = await started();
      const { session } = await logIn(sandbox, spec, "SBX43");
      const call = aCall(market);
      sandbox.exchange.rejectNext("RMS: margin shortfall (sandbox drill)");
      const placed = await sandbox.adapter
        .placeOrder(session, {
          idempotencyKey: "sandbox-test-2",
          instrumentToken: call.token,
          transactionType: "SELL",
          quantity: call.lotSize,
          product: "NRML",
          orderType: "MARKET",
        })
        .then((order) => settled(sandbox.adapter, session, order.orderId))
        .catch((error: unknown) => error);
      if (placed instanceof BrokerError) expect(placed.code).toBe("REJECTED");
      else expect(placed).toMatchObject({ status: "REJECTED" });

      sandbox.exchange.expireSessions();
      await expect(sandbox.adapter.availableFunds(session)).rejects.toMatchObject({
        code: "INVALID_TOKEN",
      });
    });

    it.runIf(spec.priceStream !== undefined)(
      "streams the simulated market's prices in the broker's own stream",
      async () => {
        const { sandbox, market } = await started();
        const { session } = await logIn(sandbox, spec, "SBX44");
        const call = aCall(market);
        const connection = sandbox.stream()!.connect(session);
        const prices: number[] = [];
        connection.onTick((tick) => {
          if (tick.instrumentToken === call.token) prices.push(tick.price);
        });
        connection.subscribe([call.token]);
        for (let i = 0; i < 200 && prices.length === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await connection.close();
        expect(prices[0]).toBe(market.lastTradedPrice(call.token));
      },
    );

    it("refuses a hand-off that does not carry the sandbox app's key", async () => {
      const { sandbox } = await started();
      const loginUrl = new URL(
        sandbox.adapter.loginUrl({ redirectUrl: VERIFY(spec.code), state: "s" }),
      );
      loginUrl.searchParams.set(spec.login.appKey.param, "someone-else");
      const page = await fetch(loginUrl);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("Unknown app");
    });
  });
}
