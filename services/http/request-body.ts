import type { Context } from "hono";
import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { describeIssues, readableIssue } from "./request-errors";

export type BodyResult<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * The request's JSON body checked against the schema: the data, or one line saying what is wrong
 * ('body: must be JSON', 'request_token: is required; broker: must be one of …'). Any zod
 * schema: the services' own (classic zod) and those shared with the browser (zod/mini).
 */
export async function readJsonBody<S extends $ZodType>(
  c: Context,
  schema: S,
): Promise<BodyResult<output<S>>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) return { ok: false, message: "body: must be JSON" };
  const parsed = safeParse(schema, body, { error: readableIssue });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: describeIssues(parsed.error) };
}

/** The request's query parameters (each name's first value) checked against the schema. */
export function readQuery<S extends $ZodType>(c: Context, schema: S): BodyResult<output<S>> {
  const parsed = safeParse(schema, c.req.query(), { error: readableIssue });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: describeIssues(parsed.error) };
}
