import { expect as baseExpect, test } from "./support/test";
import { startOwnServices, type OwnServices } from "./support/own-services";
import { logIn } from "./support/session";
import { shot } from "./support/shots";
import { clientId } from "./support/trader-services";
import { E2E_ANALYST_API_KEY, E2E_WEB_URL } from "./support/environment";
import { basketDetailsWireSchema, type UserSignalWire } from "../lib/basket/user-basket-wire";
import { brokerByCode, type BrokerCode } from "../lib/brokers";
import { verifyCallbackUrl } from "../lib/login/start-login";
import { CHARGE_LINE_LABELS } from "../lib/charges/charge-labels";
import { contractNoteCharges } from "../lib/charges/contract-note";
import { executedOrdersOf } from "../lib/charges/executed-orders";
import { indiaClock, indiaInstant } from "../lib/market/india-time";
import { formatRupees } from "../lib/money/format-rupees";
import { paise } from "../lib/money/paise";
import { parseRupees } from "../lib/money/parse-rupees";
import { TEST_BROKER_CODE } from "../lib/product";
import { basketCalls } from "../services/baskets/testing/basket-calls";
import { listedExpiries } from "../services/market/instruments-master";
import type { RealBrokerCode } from "../services/brokers/registry";
import { SANDBOX_SPECS } from "../services/brokers/sandbox/sandbox-specs";
import { sandboxHandOff, verifyBodyOf } from "../services/brokers/sandbox/testing/sandbox-hand-off";

// The exchange settles index options in cash at 15:30 IST on their expiry day (issue #29). The
// suite's shared services never reach that moment, so this journey starts services of its own with
// their clock shortly before an expiry's close, places a basket on that expiry, and reads it
// settled: its own services answer the browser's calls (own-services.ts), which page.route cannot
// redirect for a request the service worker handles, so the worker is off here alone. On the
// paper broker, which settles its own book; and on a sandbox, whose positions (its broker's wire,
// through the real adapter) must show the legs held before they are settled.
test.use({ serviceWorkers: "block" });

const expect = baseExpect.configure({ timeout: 15_000 });
const NIFTY = 3727;

/** Each broker's round: how long before the close its services start (sandboxes start slower). */
const ROUNDS = [
  { broker: TEST_BROKER_CODE, leadMs: 30_000 },
  { broker: "5paisa", leadMs: 45_000 },
] as const satisfies readonly { broker: BrokerCode; leadMs: number }[];

/** A trader's login on the journey's own services: the paper broker's, or the sandbox's page. */
async function logInOn(
  own: OwnServices,
  calls: ReturnType<typeof basketCalls>,
  broker: BrokerCode,
  trader: string,
): Promise<string> {
  if (broker === TEST_BROKER_CODE) return calls.logIn(trader);
  const spec = SANDBOX_SPECS[broker as RealBrokerCode];
  if (!spec) throw new Error(`${broker} has no sandbox`);
  const query = new URLSearchParams({
    broker,
    redirect_url: verifyCallbackUrl(E2E_WEB_URL, broker),
    state: `state-${trader}-expiry`,
  });
  const start = await calls.call<{ url: string }>("GET", `/bridge/login/url?${query}`);
  const { back } = await sandboxHandOff(start.body.data.url, spec, trader);
  const verified = await calls.call<{ token: string }>("POST", "/bridge/login/verify", undefined, {
    broker,
    ...verifyBodyOf(back),
  });
  expect(verified.status, verified.body.errorMessage).toBe(200);
  return verified.body.data.token;
}

for (const { broker, leadMs } of ROUNDS) {
  test(`${brokerByCode(broker)!.name}: a basket held to expiry settles at the index's close, exercise STT charged, into History`, async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    test.setTimeout(120_000);
    const expiry = listedExpiries(NIFTY, indiaClock(new Date()).date)[0]!.date;
    const close = indiaInstant(expiry, "15:30");
    const own = await startOwnServices({
      CLOCK_START: new Date(close.getTime() - leadMs).toISOString(),
      EXPIRY_SETTLE_INTERVAL_MS: "1000",
      // The paper broker's round needs no sandboxes to start.
      SANDBOX_BROKERS: broker === TEST_BROKER_CODE ? "0" : "1",
    });
    try {
      const calls = basketCalls(
        (path, init) => fetch(`${own.url}${path}`, init),
        E2E_ANALYST_API_KEY,
      );
      const trader = clientId(
        `${isMobile ? "EXM" : "EXD"}${broker === TEST_BROKER_CODE ? "" : "S"}`,
      );
      const token = await logInOn(own, calls, broker, trader);
      const feed = await (
        await fetch(`${own.url}/market-feed/marketfeed/ltp?instrument_token=${NIFTY}`)
      ).json();
      const level = (feed as { data: Record<string, number> }).data[String(NIFTY)]!;
      const atm = Math.round(level / 50) * 50;
      // A call spread: the bought call deep enough in the money to stay so for half a minute.
      const name = `Expiry Call Spread ${isMobile ? "M" : "D"} ${broker}`;
      const tradebox = await calls.publishTradebox(name, NIFTY, [
        { expiry, type: "call", strike: atm - 300, side: "BUY", lots: 1 },
        { expiry, type: "call", strike: atm + 300, side: "SELL", lots: 1 },
      ]);
      const placed = await calls.place(token, tradebox, `expiry-${expiry}-${name}`);
      expect(placed.status).toBe(200);
      const basketId = placed.body.data.basket_id;
      const details = async () => {
        const answer = await calls.call(
          "GET",
          `/user-strategy/basket/details?basket_id=${basketId}`,
          token,
        );
        return basketDetailsWireSchema.parse(answer.body.data);
      };
      await expect.poll(async () => (await details()).basket_info.status).toBe("TRACKING");

      // Past the close: the settler closes both legs and the basket exits.
      await expect
        .poll(async () => (await details()).basket_info.status, { timeout: 60_000 })
        .toBe("EXITED");
      const { basket_info: info, signals } = await details();
      const settlementOf = (signal: UserSignalWire) =>
        signal.order_snap_list.find((order) => order.purpose === "SETTLE")!;
      const bought = signals.find((signal) => signal.transaction_type === "BUY")!;
      const sold = signals.find((signal) => signal.transaction_type === "SELL")!;
      const indexClose = parseRupees(settlementOf(bought).average_price!) + (atm - 300) * 100;
      expect(indexClose).toBeGreaterThan((atm - 300) * 100);
      expect(settlementOf(sold).average_price).toBe(
        Math.max(0, indexClose - (atm + 300) * 100) / 100,
      );
      // Charges: the two traded orders, and STT on the bought call's intrinsic value, exercised.
      const exercised = [
        {
          tradeDate: expiry,
          intrinsicValue: paise(
            parseRupees(settlementOf(bought).average_price!) * bought.buy_quantity,
          ),
        },
      ];
      const perOrder = brokerByCode(broker)!.optionsBrokerage.perExecutedOrder;
      const expected = contractNoteCharges(executedOrdersOf(signals), perOrder, exercised);
      expect(parseRupees(info.charges!.stt)).toBe(expected.stt);

      await own.routeTo(context);
      await logIn(context, token);
      await page.goto("/history");
      const item = page.getByTestId("history-item").filter({ hasText: name });
      await item.getByRole("button").first().click();
      await expect(item.getByTestId("history-charges")).toHaveText(formatRupees(expected.total));
      const legs = item.getByTestId("history-leg");
      await expect(legs).toHaveCount(2);
      for (const leg of await legs.all()) {
        await expect(leg).toContainText("Settled at expiry");
        await expect(leg.getByTestId("settlement-note")).toContainText(
          /^Nifty closed at [\d,]+\.\d\d on /,
        );
      }
      await expect(legs.filter({ hasText: "SELL · Settled at expiry" })).toContainText(
        `@ ${formatRupees(parseRupees(settlementOf(bought).average_price!))}`,
      );
      // The legs shown whole, once the item has opened (its height animates).
      const lastNote = item.getByTestId("settlement-note").last();
      await lastNote.scrollIntoViewIfNeeded();
      await expect(lastNote).toBeInViewport({ ratio: 1 });
      await shot(page, testInfo, `expiry-settled-history-${broker}`);
      await item.getByTestId("history-charges").click();
      await expect(page.getByTestId("history-charges-breakdown")).toContainText(
        `${CHARGE_LINE_LABELS.stt}${formatRupees(expected.stt)}`,
      );
    } finally {
      await own.stop();
    }
  });
}
