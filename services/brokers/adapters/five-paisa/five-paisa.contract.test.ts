import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { describeBasketsOnRealBroker } from "../../testing/basket-scenarios";
import { describeBrokerContract } from "../../testing/broker-contract";
import { fixtureDirectory, startFivePaisaOnFake } from "./fake-harness";

const nifty = (strike: number, type: "call" | "put") =>
  encodeInstrumentToken({ underlyingToken: 3727, expiry: "2026-11-23", type, strike });

describeBrokerContract("5paisa", async () => {
  const started = await startFivePaisaOnFake(fixtureDirectory());
  const logIn = async () => {
    const login = await started.broker.exchangeToken({
      requestToken: started.exchange.issueLoginCode("FP50012322"),
    });
    return login.session;
  };
  return {
    ...started,
    session: await logIn(),
    logInAgain: logIn,
    instruments: { call: nifty(23100, "call"), put: nifty(23100, "put") },
    unknownInstrument: nifty(23200, "call"),
  };
});

describeBasketsOnRealBroker("5paisa", {
  code: "5paisa",
  scripOf: (instrument, index) => ({
    instrumentToken: instrument.token,
    brokerToken: String(45_000 + index),
    tradingSymbol: instrument.prettyName,
    exchange: "N",
    lotSize: instrument.lotSize,
  }),
  start: (directory, clock) => startFivePaisaOnFake(directory, clock),
  loginRedirect: (exchange, clientId) => ({
    RequestToken: exchange.issueLoginCode(clientId),
    state: "scenario",
  }),
});
