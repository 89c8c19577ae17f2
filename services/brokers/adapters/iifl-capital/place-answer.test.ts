import type { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import type { BrokerSession } from "../../broker";
import { ScripDirectory } from "../../real/scrip-master";
import { startFakeBrokerServer, type FakeBrokerServer } from "../../testing/fake-broker-server";
import { IiflCapitalApi } from "./api";
import { createIiflCapitalBroker } from "./iifl-capital";
import { iiflScripOf, niftyOption, TEST_CREDENTIALS } from "./testing";
import type { PlaceOrder } from "./wire";

/*
 * POST /orders answers as IIFL writes them: the frame `{status, message, result}` with one leg per
 * order (05-orders.md "Place Order", 02-request-response-structure.md), and the variants OpenAlgo's
 * adapter accepts (marketcalls/openalgo broker/iiflcapital/api/order_api.py: "ok" or "success" in
 * any case, in the frame or the leg; `result` a list or one object).
 */

const ORDER_ID = "240919000000041";
const REQUEST_TIME = "19-Sep-2024 18:48:46";

/** The docs' own place answer. */
const DOCUMENTED_PLACED = {
  status: "Ok",
  message: "Success",
  result: [
    { status: "Success", message: "Success", brokerOrderId: ORDER_ID, requestTime: REQUEST_TIME },
  ],
};

/** The docs' refused leg (02-request-response-structure.md, leg B). */
const EC901_LEG = {
  status: "EC901",
  message: "Invalid parameter: 'exchange' Accepts only { 'NSEEQ', 'NSEFO' }",
};

const order: PlaceOrder = {
  instrumentId: "35001",
  exchange: "NSEFO",
  transactionType: "BUY",
  quantity: "65",
  orderComplexity: "REGULAR",
  product: "NORMAL",
  orderType: "MARKET",
  validity: "DAY",
  orderTag: "a1b2c3d4e5f6a1b2c3d4e5f6",
};

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function standIn(routes: (app: Hono) => void): Promise<FakeBrokerServer> {
  const server = await startFakeBrokerServer(routes);
  closers.push(() => server.close());
  return server;
}

/** What IIFL's placing call gives our caller for `answer` (HTTP 200 unless said). */
async function placeAnswering(answer: unknown, status: 200 | 400 = 200): Promise<unknown> {
  const server = await standIn((app) => {
    app.post("/orders", (c) => c.json(answer as object, status));
  });
  const api = new IiflCapitalApi({ baseUrl: server.url, bookReadGapMs: 0 });
  return api.placeOrder("jwt-1", order).catch((error: unknown) => error);
}

describe("IIFL Capital's place answer, read as leniently as IIFL writes it", () => {
  it("reads the docs' answer as placed, with its order id", async () => {
    expect(await placeAnswering(DOCUMENTED_PLACED)).toBe(ORDER_ID);
  });

  it.each([
    ["OK", "SUCCESS"],
    ["ok", "success"],
    ["Success", "Ok"],
    ["ok", "OK"],
  ])("reads a frame %j with a leg %j as placed: either word, in any case", async (frame, leg) => {
    const answer = {
      status: frame,
      message: "Success",
      result: [{ status: leg, message: "Success", brokerOrderId: ORDER_ID }],
    };
    expect(await placeAnswering(answer)).toBe(ORDER_ID);
  });

  it.each([
    [
      "one object, as IIFL's modify and cancel answer",
      { status: "Success", brokerOrderId: ORDER_ID },
    ],
    ["a leg with no status word", { brokerOrderId: ORDER_ID, requestTime: REQUEST_TIME }],
    ["an id sent as a number", { status: "Success", brokerOrderId: 240919000000041 }],
  ])("reads a result carrying an order id as placed: %s", async (_, result) => {
    expect(await placeAnswering({ status: "Ok", message: "Success", result })).toBe(ORDER_ID);
  });

  it.each([
    ["an 'Ok' frame with no result", { status: "Ok", message: "Success" }],
    ["an 'OK' frame with no result", { status: "OK", message: "Success" }],
    ["an 'ok' frame with an empty result", { status: "ok", message: "Success", result: [] }],
    ["a 'Success' frame with a null result", { status: "Success", result: null }],
    [
      "a 'Success' leg without an order id",
      { status: "Ok", message: "Success", result: [{ status: "Success", message: "Success" }] },
    ],
    ["an 'Ok' leg without an order id", { status: "Ok", result: [{ status: "Ok" }] }],
    ["a leg with neither status nor id", { status: "Ok", result: [{ requestTime: REQUEST_TIME }] }],
    ["a failure word with no reason", { status: "Ok", result: [{ status: "EC954" }] }],
    [
      "a failure word whose message is only 'Success'",
      { status: "Ok", result: [{ status: "EC954", message: "Success" }] },
    ],
    ["a failed frame with no reason and no leg", { status: "Not_Ok" }],
    [
      "a failed frame whose leg says it went through",
      { status: "EC954", message: "Lot size", result: [{ status: "Success" }] },
    ],
  ])("reads %s as a fate unknown (BAD_RESPONSE), never a refusal", async (_, answer) => {
    expect(await placeAnswering(answer)).toMatchObject({ code: "BAD_RESPONSE" });
  });

  it.each([
    ["the docs' refused leg", { status: "Ok", message: "Success", result: [EC901_LEG] }],
    ["a refused leg in an 'ok' frame", { status: "ok", result: [EC901_LEG] }],
    ["a refused frame", { status: "EC901", message: EC901_LEG.message }],
    [
      "a refused frame whose leg gives only its code",
      { status: "EC901", message: EC901_LEG.message, result: [{ status: "EC901" }] },
    ],
  ])("reads %s as IIFL's refusal (REJECTED), with its reason and code", async (_, answer) => {
    expect(await placeAnswering(answer)).toMatchObject({
      code: "REJECTED",
      message: `IIFL Capital: ${EC901_LEG.message} (EC901)`,
    });
  });

  it("reads a refusal answered in an HTTP 400 the same way", async () => {
    const answer = { status: "EC901", message: EC901_LEG.message };
    expect(await placeAnswering(answer, 400)).toMatchObject({ code: "REJECTED" });
  });

  it("reads a dead session's code, in the frame or the leg, as INVALID_TOKEN", async () => {
    expect(await placeAnswering({ status: "EC044" })).toMatchObject({ code: "INVALID_TOKEN" });
    expect(
      await placeAnswering({ status: "Ok", result: [{ status: "EC044", message: "Token" }] }),
    ).toMatchObject({ code: "INVALID_TOKEN" });
  });
});

describe("IIFL Capital placing an order answered without its leg", () => {
  const contract = niftyOption("call", 23100);
  const session: BrokerSession = { clientId: "CL42", accessToken: "jwt-1" };
  const marketBuy = {
    idempotencyKey: "k-no-leg",
    instrumentToken: contract.token,
    transactionType: "BUY" as const,
    quantity: 65,
    product: "NRML" as const,
    orderType: "MARKET" as const,
  };

  /** IIFL books the order, answers "OK" with no leg, and lists it in its book from then on. */
  async function bookingWithoutLeg(): Promise<FakeBrokerServer> {
    let booked: Record<string, unknown> | undefined;
    return standIn((app) => {
      app.post("/orders", async (c) => {
        const [sent] = (await c.req.json()) as PlaceOrder[];
        booked = {
          brokerOrderId: ORDER_ID,
          orderStatus: "Open",
          instrumentId: sent!.instrumentId,
          exchange: "NSEFO",
          transactionType: sent!.transactionType,
          quantity: sent!.quantity,
          product: sent!.product,
          orderType: sent!.orderType,
          filledQuantity: "0",
          orderTag: sent!.orderTag,
        };
        return c.json({ status: "OK", message: "Success" });
      });
      app.get("/orders", (c) =>
        c.json(booked ? [booked] : { status: "EC916", message: "No orders found for this user." }),
      );
    });
  }

  it("never refuses it: the fate is unknown, and the retry finds it by its tag, sending nothing", async () => {
    const server = await bookingWithoutLeg();
    const broker = createIiflCapitalBroker(
      TEST_CREDENTIALS,
      {
        scrips: new ScripDirectory("IIFL Capital", [iiflScripOf(contract, 1)]),
        clock: new ManualClock(TEST_INSTANT),
        logger: recordingLogger(),
        baseUrls: { api: server.url },
        orderPollMs: 25,
      },
      { bookReadGapMs: 0 },
    );
    await expect(broker.placeOrder(session, marketBuy)).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
    expect(await broker.placeOrder(session, marketBuy)).toMatchObject({
      orderId: ORDER_ID,
      idempotencyKey: "k-no-leg",
    });
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });
});
