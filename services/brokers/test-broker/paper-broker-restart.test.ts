import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addPaise, paise } from "../../../lib/money/paise";
import { openDatabase, type Database } from "../../db/database";
import { recordingLogger } from "../../testing/recording-logger";
import { PGLITE_BOOT_TIMEOUT_MS } from "../../testing/test-config";
import { NEW_ACCOUNT_CASH } from "./accounts-repo";
import {
  login,
  niftyOption,
  orderOf,
  paperSetup,
  priceOf,
  testMarket,
} from "./testing/paper-fixture";

describe("the paper broker across a restart", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let dir: string;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(dataDir: string) {
    const opened = openDatabase({ kind: "pglite", dataDir }, recordingLogger());
    await opened.migrate();
    return opened;
  }

  it("keeps orders, positions and funds, and still fills a resting limit order", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sl-paper-restart-"));
    const dataDir = path.join(dir, "pglite");
    const { clock, market } = testMarket();
    database = await open(dataDir);
    const before = paperSetup(database.db, { clock, market });
    const session = await login(before.broker, market, "RESTART1");
    const put = niftyOption(market, "put");
    const filled = await before.broker.placeOrder(session, orderOf(put, { quantity: 130 }));
    const limitPrice = priceOf(market, put);
    const sellOrder = orderOf(put, {
      transactionType: "SELL",
      orderType: "LIMIT",
      limitPrice: addPaise(limitPrice, paise(2_000)), // ₹20 above: rests
    });
    const resting = await before.broker.placeOrder(session, sellOrder);
    expect(resting.status).toBe("OPEN");
    const funds = await before.broker.availableFunds(session);
    expect(funds).toBeLessThan(NEW_ACCOUNT_CASH);
    await database.close();

    // Restart: a new database handle on the same directory, a new broker, the same market.
    database = await open(dataDir);
    const after = paperSetup(database.db, { clock, market });
    expect(await after.broker.orderStatus(session, filled.orderId)).toEqual(filled);
    expect(await after.broker.orderStatus(session, resting.orderId)).toEqual(resting);
    expect(await after.broker.placeOrder(session, sellOrder)).toEqual(resting);
    const [position] = await after.broker.positions(session);
    expect(position).toMatchObject({ netQuantity: 130, averagePrice: filled.averagePrice });
    expect(await after.broker.availableFunds(session)).toBe(funds);

    // The market rallies to the limit: the order rested through the restart and fills now.
    const start = clock.now().getTime();
    const minute = Array.from({ length: 375 }, (_, i) => new Date(start + (i + 1) * 60_000)).find(
      (at) => market.priceAt(put.token, at)! >= sellOrder.limitPrice!,
    );
    if (!minute) throw new Error("the put never reaches the limit today: pick another limit");
    clock.set(minute);
    expect(await after.broker.matchRestingOrders()).toBe(1);
    const sold = await after.broker.orderStatus(session, resting.orderId);
    expect(sold).toMatchObject({ status: "COMPLETE", filledQuantity: 65 });
    expect(sold.averagePrice!).toBeGreaterThanOrEqual(sellOrder.limitPrice!);
    expect((await after.broker.positions(session))[0]?.netQuantity).toBe(65);
  });

  it("fills after a restart an order recorded OPEN but not yet executed", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sl-paper-restart-"));
    const dataDir = path.join(dir, "pglite");
    const { clock, market } = testMarket();
    database = await open(dataDir);
    const before = paperSetup(database.db, { clock, market });
    const session = await login(before.broker, market, "RESTART2");
    // A fill delay stands in for a crash between recording the order and filling it.
    before.faults.configure({ fillDelayMs: 1_000 });
    const call = niftyOption(market, "call");
    const pending = await before.broker.placeOrder(session, orderOf(call));
    expect(pending).toMatchObject({ status: "OPEN", filledQuantity: 0 });
    await database.close();

    database = await open(dataDir);
    const after = paperSetup(database.db, { clock, market });
    clock.advance(1_000);
    await after.broker.matchRestingOrders();
    const filled = await after.broker.orderStatus(session, pending.orderId);
    expect(filled).toMatchObject({ status: "COMPLETE", filledQuantity: 65 });
    expect((await after.broker.positions(session))[0]?.netQuantity).toBe(65);
  });
});
