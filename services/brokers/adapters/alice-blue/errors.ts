import { BrokerError, sessionExpired } from "../../broker";

export const ALICE_BLUE_NAME = "Alice Blue";

/**
 * Alice Blue answers a failure as `{status: "Not_Ok", message: "EC912"}`: a bare code, no
 * prose (OpenAlgo's api/error_codes.py). The codes our calls can meet, with the broker's own
 * description from its error table (15-error-code.md), so the trader reads a reason.
 */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  EC003: "An error occurred. Please try again later.",
  EC086: "You are a read-only user and are not allowed to place, modify, or cancel orders.",
  EC087: "Session Expired",
  EC088: "Single order slicing limit exceeded",
  EC858: "Order placement not allowed for this exchange.",
  EC865: "'product' - 'Delivery' is not allowed in FnO segment.",
  EC837: "This product is not allowed for this segment.",
  EC838: "This order type is not allowed.",
  EC852: "This product is not allowed.",
  EC904: "'quantity' should be a positive number.",
  EC912: "Failed to place the order.",
  EC915: "Failed to retrieve the order book.",
  EC916: "No orders found for this user.",
  EC919: "Failed to retrieve the position book.",
  EC920: "No positions found for this user.",
  EC924: "Failed to retrieve RMS limits.",
  EC939: "Failed to retrieve the span margin.",
  EC947: "'instrumentId' does not exist.",
  EC948: "'quantity' cannot exceed 50,000,000.",
  EC954: "'quantity' should be a multiple of the lot size.",
  EC957: "Invalid 'price'.",
  EC958: "'price' cannot be zero or negative.",
  EC969: "'Product' should be either 'NORMAL' or 'INTRADAY'.",
  EC971: "'orderTag' should not exceed 50 characters",
  EC990: "'quantity' should be a multiple of the lot size.",
  EC994: "The given 'brokerOrderId' is not in your order book.",
  EC997:
    "The specified order is not available in the order book and cannot be canceled. Please verify the order details and try again.",
  EC998:
    "The specified order is not available in the order book, and order history cannot be retrieved. Please verify the order ID and try again.",
};

/** The session is over (15-error-code.md: EC087 "Session Expired"). */
const SESSION_EXPIRED = "EC087";
/** An order id the broker's book does not hold (cancel, history, modify). */
export const UNKNOWN_ORDER_CODES: ReadonlySet<string> = new Set(["EC994", "EC997", "EC998"]);
/** "Nothing to list" answers of the book calls: an empty list, not a failure. */
export const EMPTY_LIST_CODES: ReadonlySet<string> = new Set(["EC916", "EC920"]);

/** The EC code an answer's message carries, if any. */
export function errorCodeOf(message: string | undefined): string | undefined {
  return /\bEC\d{3}\b/.exec(message ?? "")?.[0];
}

/** The broker's message made readable: each EC code followed by its documented description. */
export function describeAliceBlueError(message: string | undefined): string {
  const text = (message ?? "").trim();
  if (text === "") return "the request was refused";
  return text.replace(/\bEC\d{3}\b/g, (code) => {
    const description = DESCRIPTIONS[code];
    return description && !text.includes(description) ? `${code}: ${description}` : code;
  });
}

/** Whether the broker's message says the session is over: EC087, or its words. */
export function saysSessionExpired(message: string | undefined): boolean {
  return errorCodeOf(message) === SESSION_EXPIRED || /session expired/i.test(message ?? "");
}

/** The error of a failed answer (`status` not "Ok"): an expired session, an unknown order, or a refusal. */
export function aliceBlueFailure(message: string | undefined): BrokerError {
  if (saysSessionExpired(message)) return sessionExpired(ALICE_BLUE_NAME);
  const code = errorCodeOf(message);
  if (code !== undefined && UNKNOWN_ORDER_CODES.has(code)) {
    return new BrokerError(
      "UNKNOWN_ORDER",
      `${ALICE_BLUE_NAME}: ${describeAliceBlueError(message)}`,
    );
  }
  return new BrokerError("REJECTED", `${ALICE_BLUE_NAME}: ${describeAliceBlueError(message)}`);
}

/**
 * The error of an order the place answer refused, `reason` already readable (the item's reason
 * as `placeResultOf` gives it, or the envelope's described): an expired session (EC087, the
 * words "Session Expired") is INVALID_TOKEN, so the services answer 401 and the trader logs in
 * again; anything else is the broker's refusal (REJECTED). An order id the book lacks
 * (UNKNOWN_ORDER for cancel and history) means nothing to a place: REJECTED too.
 */
export function aliceBluePlaceRefusal(reason: string): BrokerError {
  if (saysSessionExpired(reason)) return sessionExpired(ALICE_BLUE_NAME);
  return new BrokerError("REJECTED", reason);
}

/** The reason in an error body (4xx), for BrokerHttp. */
export function aliceBlueErrorMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const message = record.message ?? record.emsg;
  return typeof message === "string" && message !== ""
    ? describeAliceBlueError(message)
    : undefined;
}
