import { describe, expect, it } from "vitest";
import type { Broker, BrokerSession } from "../broker";
import { followingNewestSessions, OrderBookPoller } from "./order-book-poller";

const unused = () => Promise.reject(new Error("not called in this test"));

/** A polling adapter's skeleton: positions answer none, updates come from `poller`. */
function pollingBroker(poller: OrderBookPoller): Broker {
  return {
    code: "nuvama",
    loginUrl: () => "https://broker.example/login",
    exchangeToken: unused,
    availableFunds: unused,
    requiredMargin: unused,
    placeOrder: unused,
    findOrder: unused,
    cancelOrder: unused,
    orderStatus: unused,
    onOrderUpdate: (session, listener) => poller.subscribe(session, listener),
    positions: () => Promise.resolve([]),
    lastTradedPrices: unused,
  };
}

describe("followingNewestSessions", () => {
  it("polls with the session a later call carried (a login in another request), per client", async () => {
    const polledWith: string[] = [];
    const poller = new OrderBookPoller({
      fetchOrders: (session) => {
        polledWith.push(session.accessToken);
        return Promise.resolve([]);
      },
      intervalMs: 60_000,
    });
    const broker = followingNewestSessions(poller, pollingBroker(poller));
    const day = (n: number): BrokerSession => ({ clientId: "C1", accessToken: `day-${n}` });
    const stop = broker.onOrderUpdate(day(1), () => {});
    try {
      await poller.poll("C1");
      await broker.positions(day(2));
      await broker.positions({ clientId: "C2", accessToken: "someone-else" });
      await poller.poll("C1");
      expect(polledWith).toEqual(["day-1", "day-2"]);
    } finally {
      stop();
    }
  });
});

describe("OrderBookPoller", () => {
  it("reports a failure once while it repeats, again once the polls have recovered", async () => {
    const answers: (string | null)[] = ["expired", "expired", "expired", null, "expired", "slow"];
    const reported: string[] = [];
    const poller = new OrderBookPoller({
      fetchOrders: () => {
        const failure = answers.shift();
        return failure ? Promise.reject(new Error(failure)) : Promise.resolve([]);
      },
      intervalMs: 60_000,
      onError: (failure) => reported.push(failure),
    });
    const stop = poller.subscribe({ clientId: "C1", accessToken: "t" }, () => {});
    try {
      for (let poll = 0; poll < 6; poll++) await poller.poll("C1");
      expect(reported).toEqual(["expired", "expired", "slow"]);
    } finally {
      stop();
    }
  });
});
