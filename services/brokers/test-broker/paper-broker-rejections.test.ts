import { expect, it } from "vitest";
import { indiaInstant } from "../../../lib/market/india-time";
import { paise } from "../../../lib/money/paise";
import { describeOnEachDatabase } from "../../testing/database-backends";
import type { BrokerOrder } from "../broker";
import { NEW_ACCOUNT_CASH } from "./accounts-repo";
import { login, niftyOption, orderOf, paperSetup, testMarket } from "./testing/paper-fixture";

describeOnEachDatabase("paper broker rejections", (db) => {
  async function rejected(clientId: string, place: Parameters<typeof orderOf>[1] = {}) {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, clientId);
    const call = niftyOption(market, "call");
    const order = await broker.placeOrder(session, orderOf(call, place));
    expect(order.status).toBe("REJECTED");
    expect(order.filledQuantity).toBe(0);
    expect(await broker.positions(session)).toEqual([]);
    expect(await broker.availableFunds(session)).toBe(NEW_ACCOUNT_CASH);
    return { message: order.statusMessage, name: call.prettyName };
  }

  it("rejects a quantity that is not a multiple of the lot size", async () => {
    const { message, name } = await rejected("LOT001", { quantity: 100 });
    expect(message).toBe(`Quantity 100 is not a multiple of the lot size 65 of ${name}`);
  });

  it("rejects a quantity above the freeze quantity, asking for slices", async () => {
    const { message, name } = await rejected("FRZ001", { quantity: 28 * 65 });
    expect(message).toBe(
      `Quantity 1,820 is above the freeze quantity 1,800 of ${name}: slice the order`,
    );
  });

  it("rejects a limit price off the ₹0.05 tick", async () => {
    expect(
      (await rejected("TCK001", { orderType: "LIMIT", limitPrice: paise(10_003) })).message,
    ).toBe("Limit price ₹100.03 is not a multiple of the ₹0.05 tick");
  });

  it("rejects an unknown instrument", async () => {
    expect((await rejected("UNK001", { instrumentToken: 999 })).message).toBe(
      "Unknown instrument: token 999",
    );
  });

  it("rejects an expired contract", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "EXP001");
    const expired = niftyOption(market, "put", 0, "2026-01-06");
    const order = await broker.placeOrder(session, orderOf(expired, { bypassMarketHours: true }));
    expect(order).toMatchObject({
      status: "REJECTED",
      statusMessage: `Contract expired: ${expired.prettyName} expired on 2026-01-06`,
    });
  });

  it("rejects outside market hours unless the trader chose to bypass them (spec §6)", async () => {
    const { broker, market } = paperSetup(db(), testMarket(indiaInstant("2026-01-13", "15:20")));
    const session = await login(broker, market, "HRS001");
    const call = niftyOption(market, "call");
    expect(await broker.placeOrder(session, orderOf(call))).toMatchObject({
      status: "REJECTED",
      statusMessage: "Market closed: orders are accepted 09:15–15:15 IST on trading days",
    });
    const bypassed = await broker.placeOrder(session, orderOf(call, { bypassMarketHours: true }));
    expect(bypassed).toMatchObject({ status: "COMPLETE", filledQuantity: 65 });
  });

  it("rejects for insufficient funds, naming the margin required and the funds available", async () => {
    const { message } = await rejected("MRG001", { transactionType: "SELL", quantity: 10 * 65 });
    const match = /^Insufficient funds: required ₹([\d,]+\.\d\d), available ₹5,00,000\.00$/.exec(
      message ?? "",
    );
    expect(match).not.toBeNull();
    expect(Number(match![1]!.replaceAll(",", ""))).toBeGreaterThan(500_000);
  });

  it("reports each rejection to the client's listeners", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "RJE001");
    const seen: BrokerOrder[] = [];
    broker.onOrderUpdate(session, (order) => seen.push(order));
    const order = await broker.placeOrder(
      session,
      orderOf(niftyOption(market, "call"), { quantity: 1 }),
    );
    expect(seen).toEqual([order]);
  });
});
