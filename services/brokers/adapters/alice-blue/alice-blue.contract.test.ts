import { systemClock } from "../../../../lib/time/clock";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { describeBasketsOnRealBroker } from "../../testing/basket-scenarios";
import { describeBrokerContract } from "../../testing/broker-contract";
import { aliceBlueLoginRedirect } from "./fake-alice-blue";
import { aliceBlueSymbolOf, fixtureScrips, startAliceBlue } from "./testing";

const NIFTY = 3727;
const EXPIRY = "2026-12-29";

describeBrokerContract("Alice Blue", async () => {
  const scrips = fixtureScrips();
  const started = await startAliceBlue(scrips, systemClock);
  const logIn = async () => {
    const redirect = aliceBlueLoginRedirect(started.exchange, "AB1234");
    const login = await started.broker.exchangeToken({
      requestToken: redirect.authCode!,
      params: { userId: redirect.userId! },
    });
    return login.session;
  };
  return {
    ...started,
    session: await logIn(),
    logInAgain: logIn,
    instruments: {
      call: encodeInstrumentToken({
        underlyingToken: NIFTY,
        expiry: EXPIRY,
        type: "call",
        strike: 24000,
      }),
      put: encodeInstrumentToken({
        underlyingToken: NIFTY,
        expiry: EXPIRY,
        type: "put",
        strike: 24000,
      }),
    },
    unknownInstrument: encodeInstrumentToken({
      underlyingToken: NIFTY,
      expiry: EXPIRY,
      type: "call",
      strike: 24050,
    }),
  };
});

describeBasketsOnRealBroker("Alice Blue", {
  code: "aliceblue",
  scripOf: (instrument, index) => ({
    instrumentToken: instrument.token,
    brokerToken: String(60_000 + index),
    tradingSymbol: aliceBlueSymbolOf(instrument),
    exchange: "NFO",
    lotSize: instrument.lotSize,
  }),
  start: (directory, clock) =>
    startAliceBlue(
      [...Array(4).keys()].flatMap((i) => directory.byToken(String(60_000 + i)) ?? []),
      clock,
    ),
  loginRedirect: aliceBlueLoginRedirect,
});
