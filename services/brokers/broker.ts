import type { BrokerCode } from "../../lib/brokers";
import type { TransactionType } from "../../lib/domain/enums";
import type { Paise } from "../../lib/money/paise";

/**
 * The one interface every broker adapter implements (the paper-trading test broker and the real
 * brokers alike), so the bridge and the services never know which broker they talk to. Money is
 * integer paise; quantities are units (lots × lot size), never lots.
 */
export interface Broker {
  readonly code: BrokerCode;
  /**
   * True for a sandbox of the broker on this server (its contract-suite fake, services/brokers/
   * sandbox): no real account, and it trades as the paper broker does, at any hour.
   */
  readonly sandbox?: boolean;

  /** Where the login hand-off sends the trader; the broker redirects back to `redirectUrl`. */
  loginUrl(request: { redirectUrl: string; state: string }): string;
  /** Exchanges what the broker's redirect carried for a session and the client's details. */
  exchangeToken(request: TokenExchangeRequest): Promise<BrokerLogin>;

  availableFunds(session: BrokerSession): Promise<Paise>;
  /** Margin the broker blocks for these legs taken together (hedges reduce it). */
  requiredMargin(session: BrokerSession, legs: readonly MarginLeg[]): Promise<Paise>;

  /**
   * Places an order. The same idempotency key always answers with the same order, however often
   * it is sent: a retry or a double click never doubles an order.
   */
  placeOrder(session: BrokerSession, order: OrderRequest): Promise<BrokerOrder>;
  /**
   * The order placed under this request's idempotency key, as the broker's book shows it now;
   * undefined while the book shows none. Sends nothing: during the hold after a send that went
   * unanswered (order-send.ts), this is all that may be asked of the broker, as it may still be
   * booking that send's order. The same unreadable-book refusals as `placeOrder`'s search.
   */
  findOrder(session: BrokerSession, order: OrderRequest): Promise<BrokerOrder | undefined>;
  cancelOrder(session: BrokerSession, orderId: string): Promise<BrokerOrder>;
  orderStatus(session: BrokerSession, orderId: string): Promise<BrokerOrder>;
  /** Every change to this client's orders, as it happens; returns the unsubscribe function. */
  onOrderUpdate(session: BrokerSession, listener: (order: BrokerOrder) => void): () => void;

  positions(session: BrokerSession): Promise<BrokerPosition[]>;
  /**
   * Last traded prices, in paise, of the tokens the broker knows (unknown tokens are left out).
   * A real broker's quote call is made on a trader's session and refuses without one
   * (NOT_AVAILABLE); the paper broker prices from its own market and needs none.
   */
  lastTradedPrices(tokens: readonly number[], session?: BrokerSession): Promise<Map<number, Paise>>;
}

export interface TokenExchangeRequest {
  /** The broker's one-time token from the redirect (request token, auth code, …). */
  requestToken: string;
  /** Extra values the broker's redirect carried (client id, state, …). */
  params?: Readonly<Record<string, string>>;
}

export interface BrokerClient {
  clientId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface BrokerLogin {
  client: BrokerClient;
  session: BrokerSession;
}

/** What a call to the broker on a client's behalf carries. */
export interface BrokerSession {
  clientId: string;
  accessToken: string;
}

export interface MarginLeg {
  instrumentToken: number;
  transactionType: TransactionType;
  quantity: number;
}

export type OrderProduct = "NRML" | "MIS";
export type OrderType = "MARKET" | "LIMIT";

export interface OrderRequest {
  idempotencyKey: string;
  instrumentToken: number;
  transactionType: TransactionType;
  quantity: number;
  product: OrderProduct;
  orderType: OrderType;
  /** Required for LIMIT orders. */
  limitPrice?: Paise;
  /** The test broker only: the trader chose to trade outside market hours (spec §6). */
  bypassMarketHours?: boolean;
}

/** OPEN: accepted, resting or partly filled; the rest are final. */
export type BrokerOrderStatus = "OPEN" | "COMPLETE" | "REJECTED" | "CANCELLED";

export interface BrokerOrder {
  orderId: string;
  idempotencyKey: string;
  clientId: string;
  instrumentToken: number;
  transactionType: TransactionType;
  product: OrderProduct;
  orderType: OrderType;
  quantity: number;
  filledQuantity: number;
  /** Average fill price; null until something filled. */
  averagePrice: Paise | null;
  limitPrice: Paise | null;
  status: BrokerOrderStatus;
  /** The broker's reason, for a rejection. */
  statusMessage: string | null;
  placedAt: Date;
  updatedAt: Date;
}

export interface BrokerPosition {
  instrumentToken: number;
  product: OrderProduct;
  /** Bought minus sold, in units. */
  netQuantity: number;
  /** Average price of the open quantity; null when flat. */
  averagePrice: Paise | null;
  realisedPnl: Paise;
  unrealisedPnl: Paise;
  lastTradedPrice: Paise | null;
}

/** A broker call failed in a way the caller can show: a rejection, or a call not supported. */
export class BrokerError extends Error {
  override name = "BrokerError";
  constructor(
    readonly code: BrokerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type BrokerErrorCode =
  | "NOT_AVAILABLE"
  | "INVALID_TOKEN"
  | "UNKNOWN_ORDER"
  | "UNKNOWN_INSTRUMENT"
  | "TIMEOUT"
  | "RATE_LIMITED"
  /** The broker refused the request (a login denied, an order refused): the message is its reason. */
  | "REJECTED"
  /** The broker answered something we cannot read: its format changed, or it is failing. */
  | "BAD_RESPONSE";

/** Spec-facing message of a call a real broker's adapter does not implement yet. */
export function notAvailable(brokerName: string, call: string): BrokerError {
  return new BrokerError(
    "NOT_AVAILABLE",
    `${call} is not available for this broker yet (${brokerName})`,
  );
}

/**
 * The broker no longer accepts the trader's session (it rolls over every trading day): the
 * services answer 401 and the web app logs the trader out, to log in again.
 */
export function sessionExpired(brokerName: string): BrokerError {
  return new BrokerError("INVALID_TOKEN", `Your ${brokerName} session has expired: log in again`);
}
