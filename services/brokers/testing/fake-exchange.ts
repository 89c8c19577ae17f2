import { contractNoteCharges, type ExecutedOrder } from "../../../lib/charges/contract-note";
import type { TransactionType } from "../../../lib/domain/enums";
import { indiaClock } from "../../../lib/market/india-time";
import { paise } from "../../../lib/money/paise";
import type { BrokerOrderStatus } from "../broker";
import { loseThisAnswer } from "./answer-loss";

/** An order at a fake broker, in neutral terms; each broker's fake renders it in its own format. */
export interface FakeOrder {
  orderId: string;
  /** The client's tag (order tag, remarks, client order id) as sent; "" when none. */
  tag: string;
  clientId: string;
  brokerToken: string;
  tradingSymbol: string;
  side: TransactionType;
  quantity: number;
  filledQuantity: number;
  /** Paise; null until something filled. */
  averagePrice: number | null;
  /** Paise; null for a market order. */
  limitPrice: number | null;
  /** The broker's own product and order type strings, as sent. */
  product: string;
  orderType: string;
  status: BrokerOrderStatus;
  reason: string | null;
  placedAt: Date;
  /** A late booking's (bookLate): the book shows the order only from then; null at once. */
  shownAt: Date | null;
}

export type NewFakeOrder = Omit<
  FakeOrder,
  "orderId" | "filledQuantity" | "averagePrice" | "status" | "reason" | "placedAt" | "shownAt"
>;

type Outcome = ({ kind: "fill" } | { kind: "hold" } | { kind: "reject"; reason: string }) & {
  /** Only this client's next order meets it (a drill among other traders); anyone's unset. */
  clientId?: string;
};

/** A fake position, netted per contract and product. */
export interface FakePosition {
  brokerToken: string;
  tradingSymbol: string;
  product: string;
  netQuantity: number;
  buyQuantity: number;
  sellQuantity: number;
  /** Paise, totals of the fills. */
  buyValue: number;
  sellValue: number;
}

/**
 * The state behind a fake broker server: its sessions, orders, funds and prices. Orders fill at
 * once at the contract's price unless a test holds or rejects the next ones, as a liquid market
 * would; a test can also expire a session mid-basket. Money is integer paise.
 */
export class FakeExchange {
  readonly orders: FakeOrder[] = [];
  /** Access tokens the broker accepts, with the client each belongs to. */
  readonly sessions = new Map<string, string>();
  readonly prices = new Map<string, number>();
  /** Every client's opening cash, paise (fundsOf moves it by their trades). */
  fundsPaise = 50_000_000;
  /** The broker's brokerage per executed order, rupees: its contract notes' (fundsOf). */
  brokeragePerOrder = 0;
  /**
   * Whether the broker has booked the exchange's settlement of an expired contract (its end of
   * day after the expiry): from then on the contract has left the client's positions, as a real
   * broker's book next morning. Until then an expired contract held is listed as held. Never, by
   * default; a sandbox books each contract from the day after its expiry.
   */
  settlementBooked: (brokerToken: string) => boolean = () => false;
  private readonly outcomes: Outcome[] = [];
  private readonly lateBookings: { delayMs: number; clientId?: string }[] = [];
  private readonly loginCodes = new Map<string, string>();
  private nextId = 1;
  private sessionsOpened = 0;
  /** Until when (ms) the stream sends a client nothing; the key `undefined` is everyone. */
  private readonly stalls = new Map<string | undefined, number>();

  /**
   * `market`, when given, is the live price of a contract by broker token (the sandboxes read the
   * simulated market): a market order fills at it, and a limit order that crosses it fills at the
   * better of the two, as the exchange's book would. Without it, the tests' `prices` rule.
   */
  constructor(
    private readonly now: () => Date = () => new Date(0),
    private readonly market?: (brokerToken: string) => number | undefined,
  ) {}

  /**
   * Issues an access token for a client (what the fake's token exchange answers); never one
   * issued before, so a login after the rollover has a token the old session does not carry.
   */
  openSession(clientId: string, token = `token-${clientId}-${++this.sessionsOpened}`): string {
    this.sessions.set(token, clientId);
    return token;
  }

  /**
   * What the broker's login page hands back after the trader logs in: a one-time code for the
   * token exchange to redeem (auth code, request token, request id).
   */
  issueLoginCode(clientId: string): string {
    const code = `code-${clientId}-${this.loginCodes.size + 1}`;
    this.loginCodes.set(code, clientId);
    return code;
  }

  /** The client a login code was issued to, once: a code redeemed or never issued is undefined. */
  redeemLoginCode(code: string): string | undefined {
    const clientId = this.loginCodes.get(code);
    this.loginCodes.delete(code);
    return clientId;
  }

  /** The client of a token the broker still accepts; undefined once expired or never issued. */
  clientOf(token: string | undefined): string | undefined {
    return token === undefined ? undefined : this.sessions.get(token);
  }

  /**
   * The broker's daily rollover (or a logout elsewhere): every session stops working, or only
   * those of `clientId`.
   */
  expireSessions(clientId?: string): void {
    for (const [token, owner] of this.sessions) {
      if (clientId === undefined || owner === clientId) this.sessions.delete(token);
    }
  }

  /**
   * The broker's stream goes quiet for `forMs` (its connections held, no tick sent), for
   * `clientId` or everyone: what a stream that honours it reads through `feedStalled`.
   */
  stallFeed(forMs: number, clientId?: string): void {
    this.stalls.set(clientId, this.now().getTime() + forMs);
  }

  feedStalled(clientId?: string): boolean {
    const now = this.now().getTime();
    return (this.stalls.get(undefined) ?? 0) > now || (this.stalls.get(clientId) ?? 0) > now;
  }

  /** The next orders fill at once (the default; a way to reach a later rejection or hold). */
  fillNext(count = 1): void {
    for (let i = 0; i < count; i++) this.outcomes.push({ kind: "fill" });
  }

  holdNext(count = 1): void {
    for (let i = 0; i < count; i++) this.outcomes.push({ kind: "hold" });
  }

  rejectNext(reason: string, clientId?: string): void {
    this.outcomes.push({ kind: "reject", reason, clientId });
  }

  /**
   * The next `count` orders (of `clientId` only, if given) are booked late, as a slow broker
   * books them: the order is taken (and fills) at once, but the answer to its send is lost (the
   * fake's server answers 504, a gateway giving up) and its book, status and positions show it
   * only `delayMs` later. Asked again meanwhile, with the order not in its book, the broker
   * books a second one: none of these brokers has idempotency of its own.
   */
  bookLate(delayMs: number, count = 1, clientId?: string): void {
    for (let i = 0; i < count; i++) this.lateBookings.push({ delayMs, clientId });
  }

  priceOf(brokerToken: string): number {
    return this.prices.get(brokerToken) ?? this.market?.(brokerToken) ?? 10_000;
  }

  place(order: NewFakeOrder): FakeOrder {
    const placed: FakeOrder = {
      ...order,
      orderId: String(250_000_000 + this.nextId++),
      filledQuantity: 0,
      averagePrice: null,
      status: "OPEN",
      reason: null,
      placedAt: this.now(),
      shownAt: null,
    };
    this.orders.push(placed);
    const late = this.lateBookings.findIndex(
      (o) => o.clientId === undefined || o.clientId === order.clientId,
    );
    if (late !== -1) {
      const { delayMs } = this.lateBookings.splice(late, 1)[0]!;
      placed.shownAt = new Date(this.now().getTime() + delayMs);
      loseThisAnswer();
    }
    const next = this.outcomes.findIndex(
      (o) => o.clientId === undefined || o.clientId === order.clientId,
    );
    const outcome = next === -1 ? { kind: "fill" as const } : this.outcomes.splice(next, 1)[0]!;
    if (outcome.kind === "reject") {
      placed.status = "REJECTED";
      placed.reason = outcome.reason;
    } else if (outcome.kind === "fill") {
      this.fill(placed.orderId);
    }
    return placed;
  }

  /** The order as the broker's book shows it: a late-booked one not before it shows. */
  order(orderId: string): FakeOrder | undefined {
    const order = this.orders.find((o) => o.orderId === orderId);
    return order && this.shows(order) ? order : undefined;
  }

  private shows(order: FakeOrder): boolean {
    return order.shownAt === null || order.shownAt.getTime() <= this.now().getTime();
  }

  /** Fills what is left of an open order, at `price` paise or the contract's price. */
  fill(orderId: string, price?: number): FakeOrder {
    const order = this.require(orderId);
    if (order.status !== "OPEN") return order;
    order.filledQuantity = order.quantity;
    order.averagePrice = price ?? this.fillPriceOf(order);
    order.status = "COMPLETE";
    return order;
  }

  /** A limit order fills at its limit, or at the market's better price when a market is read. */
  private fillPriceOf(order: FakeOrder): number {
    const market = this.priceOf(order.brokerToken);
    if (order.limitPrice === null) return market;
    if (!this.market) return order.limitPrice;
    return order.side === "BUY"
      ? Math.min(order.limitPrice, market)
      : Math.max(order.limitPrice, market);
  }

  /** Cancels an open order; a final order is left as it is (the broker refuses). */
  cancel(orderId: string): FakeOrder {
    const order = this.require(orderId);
    if (order.status === "OPEN") order.status = "CANCELLED";
    return order;
  }

  /** The client's orders as the book lists them (a late-booked one once it shows). */
  /**
   * A client's available funds as a broker's ledger moves them: the opening cash, each filled
   * order's premium (a BUY pays it, a SELL receives it), less each trading day's contract note
   * (lib/charges: `brokeragePerOrder` per executed order and the statutory charges). So a round
   * trip leaves the cash lower by its loss and its charges, as at the broker. No margin is
   * blocked for an open short: the fakes keep none.
   */
  fundsOf(clientId: string): number {
    const filled = this.ordersOf(clientId).filter(
      (order) => order.filledQuantity > 0 && order.averagePrice !== null,
    );
    let premium = 0;
    for (const order of filled) {
      const value = order.filledQuantity * order.averagePrice!;
      premium += order.side === "SELL" ? value : -value;
    }
    const executed = filled.map((order): ExecutedOrder => ({
      tradeDate: indiaClock(order.placedAt).date,
      side: order.side,
      quantity: order.filledQuantity,
      price: paise(order.averagePrice!),
    }));
    return this.fundsPaise + premium - contractNoteCharges(executed, this.brokeragePerOrder).total;
  }

  ordersOf(clientId: string): FakeOrder[] {
    return this.orders.filter((o) => o.clientId === clientId && this.shows(o));
  }

  positionsOf(clientId: string): FakePosition[] {
    const byContract = new Map<string, FakePosition>();
    for (const order of this.ordersOf(clientId)) {
      if (order.filledQuantity === 0 || order.averagePrice === null) continue;
      if (this.settlementBooked(order.brokerToken)) continue;
      const key = `${order.brokerToken}:${order.product}`;
      const position = byContract.get(key) ?? {
        brokerToken: order.brokerToken,
        tradingSymbol: order.tradingSymbol,
        product: order.product,
        netQuantity: 0,
        buyQuantity: 0,
        sellQuantity: 0,
        buyValue: 0,
        sellValue: 0,
      };
      const value = order.filledQuantity * order.averagePrice;
      if (order.side === "BUY") {
        position.buyQuantity += order.filledQuantity;
        position.buyValue += value;
        position.netQuantity += order.filledQuantity;
      } else {
        position.sellQuantity += order.filledQuantity;
        position.sellValue += value;
        position.netQuantity -= order.filledQuantity;
      }
      byContract.set(key, position);
    }
    return [...byContract.values()];
  }

  private require(orderId: string): FakeOrder {
    const order = this.orders.find((o) => o.orderId === orderId);
    if (!order) throw new Error(`No order ${orderId} at the fake broker`);
    return order;
  }
}
