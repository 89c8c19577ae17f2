import { TEST_BROKER_CODE } from "../../../lib/product";
import type { Db } from "../../db/database";
import type { Logger } from "../../logger";
import type { MarketData } from "../../market/instrument";
import type { Broker, BrokerSession } from "../broker";
import { ensureAccount, findAccount, fundsOf, openAccount, realisedPnl } from "./accounts-repo";
import { FaultInjector } from "./faults";
import { testBrokerLoginUrl } from "./login-hand-off";
import { issueSession, readRequestToken, verifySession } from "./login-tokens";
import { toBrokerOrder } from "./order-mapper";
import {
  cancelPaperOrder,
  matchRestingOrders,
  paperOrderByKey,
  paperOrderStatus,
} from "./order-actions";
import { OrderUpdates } from "./order-updates";
import type { PaperContext } from "./paper-context";
import { lastPricesOf, marginPositionOf, paperPositions } from "./paper-positions";
import { Batcher } from "../../db/batching/batcher";
import { placePaperOrders, type PaperPlacement, type PlacementMemory } from "./place-orders";
import { requiredMargin } from "./required-margin";

export interface PaperBrokerOptions {
  db: Db;
  /** Prices, contracts and the clock (the simulated market in production and in tests). */
  market: MarketData;
  /** HMAC key of the request and access tokens, ≥ 32 characters; never leaves the server. */
  tokenSecret: string;
  /** Fault injection; a fresh one (every fault off) unless given. */
  faults?: FaultInjector;
  logger?: Logger;
}

/** The test broker: the Broker interface plus what only a paper broker has. */
export interface PaperBroker extends Broker {
  readonly faults: FaultInjector;
  /** Fills the resting orders the market now reaches; returns how many changed. */
  matchRestingOrders(): Promise<number>;
}

/**
 * The paper-trading test broker (`strikeline_broker`, docs/paper-broker.md): login through the
 * app's own /login/test-broker page, ₹5,00,000 per new client, fills against the market with
 * slippage, resting limit orders, SPAN-like margin, positions with realised and unrealised P&L,
 * all kept in the database so a restart loses nothing. Every call on a client's behalf verifies
 * the session's access token first.
 */
export function createPaperBroker(options: PaperBrokerOptions): PaperBroker {
  const { db, market, tokenSecret } = options;
  const faults = options.faults ?? new FaultInjector();
  const updates = new OrderUpdates(options.logger);
  const ctx: PaperContext = {
    db,
    market,
    faults,
    emit: (row) => {
      if (!faults.dropsOrderUpdates()) updates.publish(toBrokerOrder(row));
    },
  };
  const clientOf = (session: BrokerSession) => verifySession(tokenSecret, session, market.now());
  // Clients whose account this process opened or found: an account is never deleted, so each
  // order need not ask again (one round trip per order at the 09:15 surge).
  const memory: PlacementMemory = { accountsKnown: new Set() };
  // The orders of a moment, every client's, placed in one transaction (place-orders.ts).
  const placements = new Batcher((items: readonly PaperPlacement[]) =>
    placePaperOrders(ctx, items, memory),
  );

  return {
    code: TEST_BROKER_CODE,
    faults,
    loginUrl: testBrokerLoginUrl,
    async exchangeToken({ requestToken, params }) {
      const client = readRequestToken(tokenSecret, requestToken, params?.state, market.now());
      await openAccount(db, client.clientId, client.name);
      return { client, session: issueSession(tokenSecret, client.clientId, market.now()) };
    },
    async availableFunds(session) {
      const clientId = clientOf(session);
      await ensureAccount(db, clientId);
      const account = await findAccount(db, clientId);
      if (!account) throw new Error(`No paper account for ${clientId}`);
      return fundsOf(account, await realisedPnl(db, clientId));
    },
    async requiredMargin(session, legs) {
      clientOf(session);
      return requiredMargin(
        market,
        legs.map((leg) => marginPositionOf(market, leg)),
      );
    },
    async placeOrder(session, order) {
      const outcome = await placements.run({ clientId: clientOf(session), request: order });
      if ("error" in outcome) throw outcome.error;
      return outcome.order;
    },
    findOrder: async (session, order) =>
      paperOrderByKey(ctx, clientOf(session), order.idempotencyKey),
    cancelOrder: async (session, orderId) => cancelPaperOrder(ctx, clientOf(session), orderId),
    orderStatus: async (session, orderId) => paperOrderStatus(ctx, clientOf(session), orderId),
    onOrderUpdate: (session, listener) => updates.subscribe(clientOf(session), listener),
    positions: async (session) => paperPositions(db, market, clientOf(session)),
    lastTradedPrices: async (tokens) => lastPricesOf(market, tokens),
    matchRestingOrders: () => matchRestingOrders(ctx),
  };
}
