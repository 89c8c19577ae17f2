import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BrokerSession } from "../../broker";
import type { FakeExchange } from "../../testing/fake-exchange";
import { FLAT_TRADE_MS } from "../../testing/flat-trades";
import type { BrokerPriceStream, PriceTick, StreamConnection, StreamState } from "../price-stream";
import { eventually } from "./eventually";
import type { FakeStreamControls } from "./fake-stream";

/** A broker's stream client on its fake, with a client logged in at the fake. */
export interface StreamHarness {
  stream: BrokerPriceStream;
  session: BrokerSession;
  /** The same client logging in again (after the daily rollover): its new session. */
  logInAgain(): Promise<BrokerSession>;
  exchange: FakeExchange;
  fake: FakeStreamControls;
  /** Two of our instrument tokens the fake lists, and the broker's token of each. */
  instruments: readonly [number, number];
  brokerTokenOf(instrumentToken: number): string;
  /** Moves the fake's clock on, where it runs on a manual one (the wall clock moves by itself). */
  passTime?(ms: number): void;
  close(): Promise<void>;
}

/**
 * What every broker's price stream promises the price hub, against a fake that speaks the
 * broker's real wire format: connect, subscribe once per instrument, ticks at the broker's
 * prices, a drop and the reconnect with the subscriptions restored, the token rollover, and an
 * unsubscribe and close that leave nothing open.
 */
export function describePriceStream(name: string, start: () => Promise<StreamHarness>) {
  describe(`${name}: the price stream contract`, () => {
    let h: StreamHarness;
    let connection: StreamConnection | undefined;
    let ticks: PriceTick[];
    let states: StreamState[];

    beforeEach(async () => {
      h = await start();
      ticks = [];
      states = [];
    });
    afterEach(async () => {
      await connection?.close();
      connection = undefined;
      await h.close();
    });

    function connect(session = h.session) {
      connection = h.stream.connect(session);
      connection.onTick((tick) => ticks.push(tick));
      connection.onState((state) => states.push(state));
      return connection;
    }

    const latest = (token: number) => ticks.filter((t) => t.instrumentToken === token).at(-1);

    it("subscribes once per instrument and streams the broker's prices as they move", async () => {
      const [a, b] = h.instruments;
      const live = connect();
      live.subscribe([a, a]);
      live.subscribe([a, b]);
      await eventually(
        "both instruments subscribed upstream",
        () => h.fake.subscriptions().size === 2,
      );
      expect([...h.fake.subscriptions()].sort()).toEqual(
        [h.brokerTokenOf(a), h.brokerTokenOf(b)].sort(),
      );
      expect(h.fake.connections()).toBe(1);
      expect([...live.subscribed()].sort()).toEqual([a, b].sort());
      await eventually("a tick of each", () => latest(a) !== undefined && latest(b) !== undefined);
      expect(latest(a)?.price).toBe(h.exchange.priceOf(h.brokerTokenOf(a)));
      expect(states).toContain("live");

      h.exchange.prices.set(h.brokerTokenOf(a), 12_345);
      await eventually("the moved price", () => latest(a)?.price === 12_345);
      expect(latest(a)?.at).toBeInstanceOf(Date);
    });

    it("keeps a contract that trades at one price fresh: its ticks go on, later each time", async () => {
      const [a] = h.instruments;
      h.exchange.prices.set(h.brokerTokenOf(a), 22_220);
      connect().subscribe([a]);
      await eventually("the first tick", () => latest(a)?.price === 22_220);
      const first = latest(a)!.at.getTime();
      h.passTime?.(FLAT_TRADE_MS);
      await eventually(
        "a later tick at the same price",
        () => latest(a)!.price === 22_220 && latest(a)!.at.getTime() > first,
      );
    });

    it("reconnects after a drop and subscribes again to what it held", async () => {
      const [a, b] = h.instruments;
      const live = connect();
      live.subscribe([a, b]);
      await eventually("subscribed", () => h.fake.subscriptions().size === 2);
      h.fake.dropConnections();
      await eventually("the drop seen", () => states.includes("down"));
      await eventually("reconnected and resubscribed", () => {
        return h.fake.connections() === 1 && h.fake.subscriptions().size === 2;
      });
      h.exchange.prices.set(h.brokerTokenOf(b), 23_450);
      await eventually("ticks after the reconnect", () => latest(b)?.price === 23_450);
      expect(states.at(-1)).toBe("live");
    });

    it("moves to the new session at the rollover without losing a subscription", async () => {
      const [a] = h.instruments;
      const live = connect();
      live.subscribe([a]);
      await eventually("subscribed", () => h.fake.subscriptions().size === 1);
      const renewed = await h.logInAgain();
      live.renew(renewed);
      h.fake.dropConnections();
      await eventually("reconnected on the new session", () => {
        return h.fake.connections() === 1 && h.fake.subscriptions().size === 1;
      });
      expect(h.fake.sessionsSeen().at(-1)).toContain(renewed.accessToken);
      h.exchange.prices.set(h.brokerTokenOf(a), 34_560);
      await eventually("ticks on the new session", () => latest(a)?.price === 34_560);
    });

    it("unsubscribes upstream, and closes leaving nothing open", async () => {
      const [a, b] = h.instruments;
      const live = connect();
      live.subscribe([a, b]);
      await eventually("subscribed", () => h.fake.subscriptions().size === 2);
      live.unsubscribe([a]);
      await eventually("a dropped upstream", () => !h.fake.subscriptions().has(h.brokerTokenOf(a)));
      expect([...live.subscribed()]).toEqual([b]);
      await live.close();
      connection = undefined;
      await eventually("no connection left", () => h.fake.connections() === 0);
    });
  });
}
