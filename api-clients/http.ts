import { type $ZodType, type output, safeParse } from "zod/v4/core";
import { ApiStatusError, NetworkError, ValidationError, type HttpMethod } from "./errors";

type QueryValue = string | number | boolean | readonly (string | number)[];

/**
 * A response's schema: zod's, or zod/mini's where a call runs on every page's first visit (its
 * few kB instead of zod's 28, e.g. same-origin/has-new-deploy.ts). zod's core checks both.
 */
export type ResponseSchema = $ZodType;

export interface JsonRequest<S extends ResponseSchema> {
  /** A service's base URL (lib/env/service-urls.ts). */
  baseUrl: string;
  /** Path under the base, starting with '/'. */
  path: string;
  method?: HttpMethod;
  query?: Readonly<Record<string, QueryValue | undefined>>;
  body?: unknown;
  /** The session token, sent as `Authorization: Bearer …` on user calls. */
  token?: string;
  /** Schema of the whole response body; the result is its parsed output. */
  schema: S;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** Where a shape mismatch is reported; the app replaces it with its error reporting. */
export let reportValidationError = (error: ValidationError): void => {
  console.error(`[api] ${error.message}`, { endpoint: error.endpoint, issues: error.issues });
};
export function setValidationErrorReporter(reporter: (error: ValidationError) => void): void {
  reportValidationError = reporter;
}

/**
 * One JSON call to a service: non-OK → ApiStatusError, no answer → NetworkError, a body that
 * does not match `schema` → ValidationError (reported with its endpoint). Never returns unchecked data.
 */
export async function requestJson<S extends ResponseSchema>(
  req: JsonRequest<S>,
): Promise<output<S>> {
  const method = req.method ?? "GET";
  const url = buildUrl(req.baseUrl, req.path, req.query);
  const endpoint = endpointOf(req);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (req.body !== undefined) headers["Content-Type"] = "application/json";
  if (req.token) headers.Authorization = `Bearer ${req.token}`;

  let response: Response;
  try {
    response = await (req.fetchImpl ?? fetch)(url, {
      method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
    });
  } catch (cause) {
    throw new NetworkError(`No answer from ${method} ${endpoint}`, endpoint, method, { cause });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    throw new ApiStatusError(response.status, endpoint, method, serverMessage(payload));
  }
  return parseResponse(req.schema, payload, endpoint, method);
}

/** Parse a response (or part of one); a mismatch is reported with its endpoint and thrown. */
export function parseResponse<S extends ResponseSchema>(
  schema: S,
  payload: unknown,
  endpoint: string,
  method: HttpMethod,
): output<S> {
  const parsed = safeParse(schema, payload);
  if (!parsed.success) {
    const error = new ValidationError(parsed.error.issues, endpoint, method);
    reportValidationError(error);
    throw error;
  }
  return parsed.data;
}

export function endpointOf(req: { baseUrl: string; path: string }): string {
  return `${req.baseUrl.replace(/\/$/, "")}${req.path}`;
}

function buildUrl(
  baseUrl: string,
  path: string,
  query: JsonRequest<ResponseSchema>["query"],
): string {
  const url = new URL(endpointOf({ baseUrl, path }));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) url.searchParams.append(key, String(v));
  }
  return url.toString();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The message a service put in an error body, whichever of the spec's spellings it used. */
export function serverMessage(payload: unknown): string | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  for (const key of ["errorMessage", "error_message", "message", "error"]) {
    const value = (payload as Record<string, unknown>)[key];
    if (typeof value === "string" && value) return value;
  }
  return undefined;
}
