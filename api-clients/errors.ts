import type * as z from "@/lib/validation/zod";

/** Spec §8: the message a response error carries when the server gave none. */
export const DEFAULT_RESPONSE_ERROR_MESSAGE = "Error while fetching data, refresh the page";
/** Spec §8: the message of an error that is none of the known kinds. */
export const UNKNOWN_DISPATCH_ERROR_MESSAGE = "An unknown error occurred in useDispatchAction";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Spec §8 'an API error carrying endpoint and method': the base of every failed call. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly endpoint: string,
    readonly method: HttpMethod,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A non-OK HTTP status. 401 logs the user out; 403 means 'not allowed'. */
export class ApiStatusError extends ApiError {
  override name = "ApiStatusError";
  constructor(
    readonly status: number,
    endpoint: string,
    method: HttpMethod,
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `HTTP ${status} from ${method} ${endpoint}`, endpoint, method);
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }
}

/** The server answered `is_success`/`isSuccess` false; the message is the server's own. */
export class ResponseError extends ApiError {
  override name = "ResponseError";
  constructor(serverMessage: string | undefined, endpoint: string, method: HttpMethod) {
    super(serverMessage || DEFAULT_RESPONSE_ERROR_MESSAGE, endpoint, method);
  }
}

/** The response did not match its schema: a contract break between the app and a service. */
export class ValidationError extends ApiError {
  override name = "ValidationError";
  constructor(
    readonly issues: z.core.$ZodIssue[],
    endpoint: string,
    method: HttpMethod,
  ) {
    super(`Unexpected response shape from ${method} ${endpoint}`, endpoint, method);
  }
}

/** The request never got an answer (offline, DNS, connection refused, aborted). */
export class NetworkError extends ApiError {
  override name = "NetworkError";
}
