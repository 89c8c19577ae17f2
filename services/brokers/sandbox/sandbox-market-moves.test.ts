import { afterEach, describe, expect, it } from "vitest";
import { indiaInstant } from "../../../lib/market/india-time";
import { ManualClock } from "../../../lib/time/clock";
import { tokenExchangeOf } from "../../bridge/broker-redirects";
import { SimulatedMarket } from "../../market/simulated-market";
import { recordingLogger } from "../../testing/recording-logger";
import { aliceBlueSandbox } from "../adapters/alice-blue/sandbox";
import { createSandboxBroker, type SandboxBroker } from "./sandbox-broker";
import { sandboxHandOff, verifyBodyOf } from "./testing/sandbox-hand-off";

const NIFTY = 3727;
// A Saturday: NSE is shut, the sandboxes trade on the paper broker's practice market.
const SATURDAY = indiaInstant("2026-11-21", "12:00");
const WEB_ORIGIN = "http://localhost:3000";
const spec = aliceBlueSandbox;

describe("a sandbox broker's prices after a drill's market move", () => {
  let sandbox: SandboxBroker | undefined;
  afterEach(async () => sandbox?.close());

  it("follow the paper market: a NIFTY put dearer and a call cheaper, at the market's price", async () => {
    const clock = new ManualClock(SATURDAY);
    const paperMarket = new SimulatedMarket({ seed: 7, clock, practice: true });
    sandbox = createSandboxBroker({
      spec,
      market: paperMarket,
      clock,
      logger: recordingLogger(),
      webOrigin: WEB_ORIGIN,
    });
    await sandbox.start();
    const redirectUrl = `${WEB_ORIGIN}/login/verify?broker=${spec.code}`;
    const loginUrl = sandbox.adapter.loginUrl({ redirectUrl, state: "state-1" });
    const { back } = await sandboxHandOff(loginUrl, spec, "SBX60");
    const { request_token: requestToken, params } = verifyBodyOf(back);
    const { session } = await sandbox.adapter.exchangeToken(
      tokenExchangeOf(spec.code, requestToken, params),
    );

    const level = paperMarket.indexLevel(NIFTY);
    const near = (type: "call" | "put") =>
      paperMarket
        .listedInstruments()
        .filter((i) => i.underlyingToken === NIFTY && i.type === type)
        .sort((a, b) => Math.abs(a.strike! - level) - Math.abs(b.strike! - level))[0]!.token;
    const [call, put] = [near("call"), near("put")];
    const before = await sandbox.adapter.lastTradedPrices([call, put], session);

    paperMarket.applyMoves([{ underlyingToken: NIFTY, shiftPaise: -40_000, at: SATURDAY }]);
    const after = await sandbox.adapter.lastTradedPrices([call, put], session);
    expect(after.get(put)).toBe(paperMarket.lastTradedPrice(put));
    expect(after.get(call)).toBe(paperMarket.lastTradedPrice(call));
    expect(after.get(put)!).toBeGreaterThan(before.get(put)! + 10_000);
    expect(after.get(call)!).toBeLessThan(before.get(call)! / 2);

    paperMarket.applyMoves([]);
    expect(await sandbox.adapter.lastTradedPrices([call, put], session)).toEqual(before);
  });
});
