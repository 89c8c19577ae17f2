import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { paperFills, paperOrders } from "../../db/paper-schema";
import { describeOnEachDatabase } from "../../testing/database-backends";
import type { BrokerOrder } from "../broker";
import { login, niftyOption, orderOf, paperSetup } from "./testing/paper-fixture";

describeOnEachDatabase("paper broker idempotency", (db) => {
  const ordersOf = (clientId: string) =>
    db().select().from(paperOrders).where(eq(paperOrders.clientId, clientId));
  const fillsOf = (clientId: string) =>
    db().select().from(paperFills).where(eq(paperFills.clientId, clientId));

  it("answers the same key sent twice with the one order, filled once", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "IDEM01");
    const order = orderOf(niftyOption(market, "call"));
    const first = await broker.placeOrder(session, order);
    const second = await broker.placeOrder(session, { ...order, quantity: 130 });
    expect(second).toEqual(first);
    expect(await ordersOf("IDEM01")).toHaveLength(1);
    expect(await fillsOf("IDEM01")).toHaveLength(1);
    expect((await broker.positions(session))[0]?.netQuantity).toBe(65);
  });

  it("makes one order of simultaneous sends of one key", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "IDEM02");
    const seen: BrokerOrder[] = [];
    broker.onOrderUpdate(session, (update) => seen.push(update));
    const order = orderOf(niftyOption(market, "put"));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => broker.placeOrder(session, order)),
    );
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
    expect(await ordersOf("IDEM02")).toHaveLength(1);
    expect(await fillsOf("IDEM02")).toHaveLength(1);
    expect((await broker.positions(session))[0]?.netQuantity).toBe(65);
    expect(seen.map((update) => update.status)).toEqual(["OPEN", "COMPLETE"]);
  });

  it("keeps keys per client: the same key from two clients is two orders", async () => {
    const { broker, market } = paperSetup(db());
    const one = await login(broker, market, "IDEM03");
    const two = await login(broker, market, "IDEM04");
    const order = orderOf(niftyOption(market, "call"));
    const a = await broker.placeOrder(one, order);
    const b = await broker.placeOrder(two, order);
    expect(a.orderId).not.toBe(b.orderId);
    await expect(broker.orderStatus(two, a.orderId)).rejects.toMatchObject({
      code: "UNKNOWN_ORDER",
    });
  });

  it("delivers updates to the order's own client only, until it unsubscribes", async () => {
    const { broker, market } = paperSetup(db());
    const mine = await login(broker, market, "UPD001");
    const other = await login(broker, market, "UPD002");
    const seen: BrokerOrder[] = [];
    const unseen: BrokerOrder[] = [];
    const stop = broker.onOrderUpdate(mine, (update) => seen.push(update));
    broker.onOrderUpdate(other, (update) => unseen.push(update));
    broker.onOrderUpdate(mine, () => {
      throw new Error("a broken listener");
    });
    const placed = await broker.placeOrder(mine, orderOf(niftyOption(market, "call")));
    expect(seen.map((update) => [update.orderId, update.status])).toEqual([
      [placed.orderId, "OPEN"],
      [placed.orderId, "COMPLETE"],
    ]);
    expect(seen[1]).toEqual(placed);
    expect(unseen).toEqual([]);
    stop();
    await broker.placeOrder(mine, orderOf(niftyOption(market, "call")));
    expect(seen).toHaveLength(2);
  });

  it("refuses a forged or another client's session", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "AUTH01");
    const forged = { clientId: "AUTH02", accessToken: session.accessToken };
    await expect(broker.availableFunds(forged)).rejects.toMatchObject({ code: "INVALID_TOKEN" });
    expect(() => broker.onOrderUpdate(forged, () => undefined)).toThrow(
      /Session expired or invalid/,
    );
  });
});
