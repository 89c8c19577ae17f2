import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "../logger";

/** The failure body every service answers with (the spec's `is_success` false + `errorMessage`). */
export interface ErrorBody {
  is_success: false;
  errorMessage: string;
}

export function errorBody(errorMessage: string): ErrorBody {
  return { is_success: false, errorMessage };
}

// Any path no service claims.
export const jsonNotFound: NotFoundHandler = (c) => c.json(errorBody("Not found"), 404);

/**
 * A 4xx HTTPException is a deliberate answer: its status and message are meant for the client.
 * Anything else is a fault: logged in full here, answered with a bare 500 so that no stack, SQL
 * or internal message ever reaches a browser.
 */
export function jsonErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(error.message), error.status);
    }
    logger.error("Unhandled error", { method: c.req.method, path: c.req.path, error });
    return c.json(errorBody("Internal error"), 500);
  };
}
