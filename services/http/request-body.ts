import type { Context } from "hono";
import type { z } from "zod";
import { describeIssues, readableIssue } from "./request-errors";

export type BodyResult<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * The request's JSON body checked against the schema: the data, or one line saying what is wrong
 * ('body: must be JSON', 'request_token: is required; broker: must be one of …').
 */
export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<BodyResult<z.output<S>>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) return { ok: false, message: "body: must be JSON" };
  const parsed = schema.safeParse(body, { error: readableIssue });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: describeIssues(parsed.error) };
}

/** The request's query parameters (each name's first value) checked against the schema. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): BodyResult<z.output<S>> {
  const parsed = schema.safeParse(c.req.query(), { error: readableIssue });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: describeIssues(parsed.error) };
}
