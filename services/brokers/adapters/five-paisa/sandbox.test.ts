import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tokenExchangeOf } from "../../../bridge/broker-redirects";
import { instrumentByToken } from "../../../market/instrument-lookup";
import { brokerScripsOf } from "../../real/scrip-master";
import { describeSandbox } from "../../sandbox/testing/describe-sandbox";
import { FakeExchange } from "../../testing/fake-exchange";
import { fivePaisaLoginRedirect, fivePaisaMasterOf, fivePaisaSandbox } from "./sandbox";
import { parseFivePaisaMaster } from "./scrip-master";

describeSandbox(fivePaisaSandbox);

const fixture = readFileSync(new URL("./fixtures/scrip-master.csv", import.meta.url), "utf8");

describe("the 5paisa sandbox's wire", () => {
  it("renders each contract's master row as 5paisa's own file writes it", () => {
    const lines = fixture.split(/\r?\n/);
    const scrips = brokerScripsOf(parseFivePaisaMaster(fixture));
    expect(scrips.length).toBeGreaterThan(4);
    for (const { instrumentToken, brokerToken, tradingSymbol } of scrips) {
      const instrument = instrumentByToken(instrumentToken)!;
      const scrip = fivePaisaSandbox.scripOf(instrument, brokerToken);
      expect(scrip.tradingSymbol).toBe(tradingSymbol);
      const [header, row] = fivePaisaMasterOf([{ instrument, scrip }]).trimEnd().split("\r\n");
      expect(header).toBe(lines[0]);
      expect(row).toBe(lines.find((line) => line.startsWith(`N,D,${brokerToken},`)));
    }
  });

  it("sends the trader to the hand-off's ResponseURL with RequestToken and the state echoed", () => {
    const exchange = new FakeExchange();
    const handOff = new URLSearchParams({
      VendorKey: "SANDBOX-5P-VENDOR",
      ResponseURL: "http://localhost:3000/login/verify?broker=5paisa",
      State: "state-9",
    });
    const answer = fivePaisaLoginRedirect(exchange, "SBX7", handOff);
    expect(answer.redirectUrl).toBe("http://localhost:3000/login/verify?broker=5paisa");
    const { RequestToken = "", ...rest } = answer.params;
    const request = tokenExchangeOf("5paisa", "", { RequestToken, ...rest });
    expect(request).toEqual({ requestToken: RequestToken, params: { state: "state-9" } });
    expect(exchange.redeemLoginCode(request.requestToken)).toBe("SBX7");

    const bare = fivePaisaLoginRedirect(exchange, "SBX7", new URLSearchParams());
    expect(bare.redirectUrl).toBeUndefined();
    expect(Object.keys(bare.params)).toEqual(["RequestToken"]);
  });
});
