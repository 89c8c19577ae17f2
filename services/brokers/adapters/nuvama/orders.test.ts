import { describe, expect, it } from "vitest";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { ScripDirectory } from "../../real/scrip-master";
import { createNuvamaBroker } from "./nuvama";
import { nuvamaDeps } from "./fake-nuvama";
import { cancelTradeBody, orderOfRow, positionOfRow, sideOf, statusOf } from "./orders";
import { packNuvamaSession, unpackNuvamaSession } from "./session";
import { orderRowSchema, type NuvamaOrderRow } from "./wire";

const CALL = encodeInstrumentToken({
  underlyingToken: 3727,
  expiry: "2026-12-29",
  type: "call",
  strike: 24000,
});
const scrips = new ScripDirectory("Nuvama Wealth", [
  {
    instrumentToken: CALL,
    brokerToken: "35002",
    tradingSymbol: "NIFTY29DEC26C24000",
    exchange: "NFO",
    lotSize: 65,
  },
]);
const context = {
  clientId: "70249886",
  keyOfTag: (tag: string) => (tag === "abc" ? "key-abc" : tag),
  now: new Date(0),
};

function row(overrides: Partial<NuvamaOrderRow> = {}): NuvamaOrderRow {
  return {
    ordID: "250101000000001",
    sts: "complete",
    exc: "NFO",
    trdSym: "NIFTY29DEC26C24000",
    sym: "35002_NFO",
    trsTyp: "BUY",
    ordTyp: "MARKET",
    prdCode: "NRML",
    ntQty: "130",
    flQty: "130",
    pdQty: "0",
    prc: "0.00",
    avgPrc: "101.05",
    rmk: "abc",
    epochTim: "1795500000",
    ...overrides,
  };
}

describe("Nuvama's orders in our terms", () => {
  it("reads Nest's status words loosely: only final words are final", () => {
    expect(statusOf("complete")).toBe("COMPLETE");
    expect(statusOf("FULLY_EXECUTED")).toBe("COMPLETE");
    expect(statusOf("rejected")).toBe("REJECTED");
    expect(statusOf("Cancelled")).toBe("CANCELLED");
    for (const open of ["open", "trigger pending", "validation pending", "modify pending"]) {
      expect(statusOf(open)).toBe("OPEN");
    }
  });

  it("reads both sides' spellings and refuses another", () => {
    expect(sideOf("B")).toBe("BUY");
    expect(sideOf("SELL")).toBe("SELL");
    expect(() => sideOf("X")).toThrow(expect.objectContaining({ code: "BAD_RESPONSE" }));
  });

  it("maps a filled row: our key from its tag, the average price in exact paise", () => {
    expect(orderOfRow(row(), scrips, context)).toMatchObject({
      orderId: "250101000000001",
      idempotencyKey: "key-abc",
      instrumentToken: CALL,
      quantity: 130,
      filledQuantity: 130,
      averagePrice: 10_105,
      limitPrice: null,
      status: "COMPLETE",
      statusMessage: null,
      placedAt: new Date(1_795_500_000_000),
    });
  });

  it("gives a rejection Nuvama's reason and its whole quantity (ntQty), nothing filled", () => {
    const rejected = orderOfRow(
      row({
        sts: "rejected",
        rjRsn: "RMS:Margin Exceeds",
        ntQty: "65",
        flQty: "0",
        pdQty: "0",
      }),
      scrips,
      context,
    );
    expect(rejected).toMatchObject({
      status: "REJECTED",
      statusMessage: "RMS:Margin Exceeds",
      quantity: 65,
      averagePrice: null,
    });
  });

  it("reads a row as Nuvama sends it: the whole quantity is ntQty, the time epochTim", () => {
    // Nuvama's book has no `qty`; `rcvEpTim` is a date-time text, not an epoch (a real row).
    const sent = {
      ordID: "240221000091759",
      sts: "cancelled",
      exc: "NFO",
      trdSym: "NIFTY29DEC26C24000",
      sym: "35002_NFO",
      trsTyp: "BUY",
      ordTyp: "LIMIT",
      prdCode: "NRML",
      dur: "DAY",
      ntQty: "130",
      flQty: "65",
      pdQty: "0",
      prc: "3.00",
      avgPrc: "3.00",
      rmk: "abc",
      userCmnt: "NA",
      rcvTim: "10:06:58",
      rcvEpTim: "21/02/2024 10:06:58",
      epochTim: "1708490218",
      ordTim: "21/02/2024 10:06:58",
    };
    const read = orderRowSchema.parse(sent);
    expect(orderOfRow(read, scrips, context)).toMatchObject({
      status: "CANCELLED",
      quantity: 130,
      filledQuantity: 65,
      averagePrice: 300,
      placedAt: new Date(1_708_490_218_000),
    });
    expect(cancelTradeBody(read)).toMatchObject({ curQty: "130", flQty: "65" });
  });

  it("leaves out rows of contracts we do not trade", () => {
    expect(orderOfRow(row({ sym: "2885_NSE", trdSym: "RELIANCE-EQ" }), scrips, context)).toBe(
      undefined,
    );
  });

  it("nets a short position at its average sell price", () => {
    const position = positionOfRow(
      {
        exc: "NFO",
        trdSym: "NIFTY29DEC26C24000",
        sym: "35002_NFO",
        prdCode: "NRML",
        ntQty: "-65",
        avgByPrc: "0.00",
        avgSlPrc: "88.35",
        rlzPL: "-120.50",
        urlzPL: "12.05",
        ltp: "87.15",
      },
      scrips,
    );
    expect(position).toEqual({
      instrumentToken: CALL,
      product: "NRML",
      netQuantity: -65,
      averagePrice: 8_835,
      realisedPnl: -12_050,
      unrealisedPnl: 1_205,
      lastTradedPrice: 8_715,
    });
  });
});

describe("the Nuvama session string", () => {
  it("carries the user's session, the vendor session and the account, and reads them back", () => {
    const session = packNuvamaSession({ auth: "a", vendorToken: "v", account: "70249886" });
    expect(session.clientId).toBe("70249886");
    expect(unpackNuvamaSession(session, "Nuvama Wealth")).toEqual({
      auth: "a",
      vendorToken: "v",
      account: "70249886",
    });
  });

  it("reads a session that is not Nuvama's as expired", () => {
    for (const accessToken of ["plain-token", "{}", '{"auth":"a"}']) {
      expect(() => unpackNuvamaSession({ clientId: "C", accessToken }, "Nuvama Wealth")).toThrow(
        expect.objectContaining({ code: "INVALID_TOKEN" }),
      );
    }
  });
});

describe("Nuvama's expired-session answers", () => {
  const session = packNuvamaSession({ auth: "a", vendorToken: "v", account: "70249886" });
  const answering = (status: number, body: unknown) =>
    createNuvamaBroker(
      { apiKey: "k", apiSecret: "s" },
      nuvamaDeps({
        scrips,
        fetch: (() =>
          Promise.resolve(new Response(JSON.stringify(body), { status }))) as typeof fetch,
      }),
    );
  const expired = { error: { actCd: "52", errCd: "EGN0011", errMsg: "Session Expired" } };

  it("reads EGN0011 as an expired session even on a 200 or a 222", async () => {
    for (const status of [200, 222, 401]) {
      await expect(answering(status, expired).positions(session)).rejects.toMatchObject({
        code: "INVALID_TOKEN",
      });
    }
  });

  it("leaves a 403 a refusal with Nuvama's reason, not a logout (a static-IP refusal)", async () => {
    const refused = { error: { errMsg: "IP not whitelisted" } };
    await expect(answering(403, refused).availableFunds(session)).rejects.toMatchObject({
      code: "REJECTED",
      message: "Nuvama Wealth: IP not whitelisted",
    });
  });
});
