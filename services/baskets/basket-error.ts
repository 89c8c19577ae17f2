import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Why a basket call was refused: each kind is one HTTP status and a message for the trader. */
export type BasketErrorKind = "INVALID" | "NOT_FOUND" | "CONFLICT" | "NO_SESSION";

export class BasketError extends Error {
  override name = "BasketError";
  constructor(
    readonly kind: BasketErrorKind,
    message: string,
  ) {
    super(message);
  }
}

const STATUS: Readonly<Record<BasketErrorKind, ContentfulStatusCode>> = {
  INVALID: 400,
  NO_SESSION: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

export const basketErrorStatus = (error: BasketError) => STATUS[error.kind];
