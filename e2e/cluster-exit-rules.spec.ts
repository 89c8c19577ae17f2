import { basketDetailsWireSchema } from "../lib/basket/user-basket-wire";
import { openDatabase } from "../services/db/database";
import { clusterLeases } from "../services/db/lease-schema";
import { EXIT_RULES_LEASE } from "../services/runtime/cluster-leases";
import { recordingLogger } from "../services/testing/recording-logger";
import { eq } from "drizzle-orm";
import { expect as baseExpect, test } from "./support/test";
import { clusterReport, killInstance, restartKilled } from "./support/cluster-control";
import { basketAtBroker } from "./support/cluster-orders";
import { clearMarketMoves, moveMarket, publishIronCondor } from "./support/exit-rule-market";
import { logInAsTrader } from "./support/session";
import { call, clientId, placeOneLot } from "./support/trader-services";

// An exit rule fires once across instances (docs/exit-rules.md): the services instance that
// watches the rules (the `exit-rules` lease's holder) is killed as the drill moves the market
// through the basket's stop-loss; the other takes the lease over and exits the basket, one exit
// order per leg at the paper broker, whatever the killed one had begun.

test.afterEach(async () => {
  await clearMarketMoves();
  await restartKilled();
});

// A lease lapses 5 s after its holder dies; the survivor's next beat and sweep act on it.
const expect = baseExpect.configure({ timeout: 45_000 });

/** The services instance holding the exit rules' lease now (its holder names the process). */
async function rulesWatcher(databaseUrl: string): Promise<string> {
  const database = openDatabase({ kind: "postgres", url: databaseUrl }, recordingLogger());
  try {
    const [lease] = await database.db
      .select()
      .from(clusterLeases)
      .where(eq(clusterLeases.name, EXIT_RULES_LEASE));
    const pid = Number(lease?.holder.split(":").at(-2));
    const { instances } = await clusterReport();
    const holder = instances.find((instance) => instance.pid === pid);
    if (!holder) throw new Error(`no running instance holds ${EXIT_RULES_LEASE}: ${lease?.holder}`);
    return holder.name;
  } finally {
    await database.close();
  }
}

test("a stop-loss fires once when the instance watching it is killed as the price crosses", async ({
  context,
  isMobile,
}, testInfo) => {
  // The services' work, driven through the balancer: one screen size is enough.
  test.skip(isMobile, "the services' drill: the desktop round runs it");
  test.setTimeout(180_000);
  const token = await logInAsTrader(context, { clientId: clientId("CLRULE") });
  const tradebox = await publishIronCondor(`Cluster Rule Condor ${Date.now() % 100_000}`);
  const basketId = await placeOneLot(token, tradebox.id);
  const details = async () =>
    basketDetailsWireSchema.parse(
      (
        await call<{ data: unknown }>(`/user-strategy/basket/details?basket_id=${basketId}`, {
          token,
        })
      ).data,
    );
  await expect.poll(async () => (await details()).basket_info.status).toBe("TRACKING");

  // A stop-loss ₹1,500 below where the basket stands, and a target as far above: the drill's
  // fall of the index crosses the stop-loss (the sold put deep in the money).
  const pnl = (await details()).basket_info.pnl;
  await call("/bridge/basket/exit-rules", {
    method: "PUT",
    token,
    body: JSON.stringify({
      basket_id: basketId,
      rules: {
        stop_loss: { value: Math.max(0, -pnl) + 1500, unit: "RUPEES" },
        target: { value: Math.max(0, pnl) + 1500, unit: "RUPEES" },
      },
    }),
  });

  const { databaseUrl } = await clusterReport();
  const watcher = await rulesWatcher(databaseUrl);
  await moveMarket(-2500);
  const killedAt = Date.now();
  await killInstance(watcher);

  await expect
    .poll(async () => (await basketAtBroker(databaseUrl, basketId)).status)
    .toBe("EXITED");
  const exitedAfterMs = Date.now() - killedAt;
  const book = await basketAtBroker(databaseUrl, basketId);
  expect(book.violations).toEqual([]);
  expect(book.waiting).toEqual([]);
  expect(book.brokerOrdersPerLeg).toHaveLength(4);
  for (const sides of book.brokerOrdersPerLeg) expect(sides.sort()).toEqual(["BUY", "SELL"]);
  const reason = (await details()).basket_info.exit_reason;
  expect(reason).toMatch(/^Exited by stop-loss: P&L -₹[\d,]+\.\d\d crossed -₹[\d,]+\.\d\d at /);

  const figures = { killed: watcher, exitedAfterMs, reason };
  console.info(`cluster exit rule: ${JSON.stringify(figures)}`);
  await testInfo.attach("exit-rule-figures", {
    body: JSON.stringify(figures),
    contentType: "application/json",
  });
});
