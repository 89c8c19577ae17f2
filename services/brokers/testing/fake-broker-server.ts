import { serve, type ServerType } from "@hono/node-server";
import { Hono, type Context } from "hono";
import type { AddressInfo } from "node:net";
import type { z } from "zod";
import { servedLosingAnswer } from "./answer-loss";

/** One request the fake received, as sent (tests assert on what an adapter put on the wire). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * What a route of a broker's documented API accepts, written from the broker's docs: a request
 * that does not match is a violation (the test fails), and the fake answers it 400.
 */
export interface RequestSchemas {
  headers?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

export interface FakeBrokerServer {
  /** http://127.0.0.1:<port>: the base URL an adapter is pointed at. */
  url: string;
  requests: RecordedRequest[];
  /** Every request that broke the broker's documented format, described; empty when all held. */
  violations: string[];
  close(): Promise<void>;
}

/** How a fake runs besides its broker's routes: the tests' defaults, or a sandbox's. */
export interface FakeServerOptions {
  /** Routes of the fake's own besides the broker's API (a sandbox's login page and master). */
  routes?: (app: Hono) => void;
  /** Keep every request in `requests` (tests); a long-running sandbox does not. */
  recordRequests?: boolean;
  /** Told of each violation as it happens (a sandbox logs it: the adapter broke the format). */
  onViolation?: (violation: string) => void;
  /** The port to listen on; any free one by default. */
  port?: number;
}

/**
 * A local stand-in for a broker's API over real HTTP, so an adapter runs unchanged with only its
 * base URL pointed here. `routes` registers the broker's endpoints on the Hono app through
 * `validated`, which checks each request against the broker's documented shape first.
 */
export async function startFakeBrokerServer(
  routes: (app: Hono, validated: ValidatedRoute) => void,
  options: FakeServerOptions = {},
): Promise<FakeBrokerServer> {
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const violated = (violation: string) => {
    if (options.recordRequests === false) violations.splice(0, violations.length - 99);
    violations.push(violation);
    options.onViolation?.(violation);
  };
  const app = new Hono();
  // A late booking's answer is lost: the order is booked, the caller hears its gateway give up.
  app.use(async (c, next) => {
    if (await servedLosingAnswer(next)) {
      c.res = new Response(JSON.stringify({ fake: "gateway timeout: the order was booked" }), {
        status: 504,
        headers: { "content-type": "application/json" },
      });
    }
  });
  if (options.recordRequests !== false) {
    app.use(async (c, next) => {
      requests.push(await recordOf(c));
      await next();
    });
  }
  options.routes?.(app);
  const validated: ValidatedRoute = (schemas, handler) => async (c) => {
    const recorded = await recordOf(c);
    const problems = [
      check("headers", schemas.headers, recorded.headers),
      check("query", schemas.query, recorded.query),
      check("body", schemas.body, recorded.body),
    ].filter((problem): problem is string => problem !== undefined);
    if (problems.length > 0) {
      violated(`${recorded.method} ${recorded.path}: ${problems.join("; ")}`);
      return c.json(
        { fake: "request does not match the broker's documented format", problems },
        400,
      );
    }
    return handler(c, recorded);
  };
  routes(app, validated);
  app.notFound((c) => {
    violated(`${c.req.method} ${c.req.path}: no such route in the broker's API`);
    return c.json({ fake: "no such route" }, 404);
  });
  const server = await listen(app, options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    violations,
    close: () => closeNow(server),
  };
}

export type ValidatedRoute = (
  schemas: RequestSchemas,
  handler: (c: Context, request: RecordedRequest) => Response | Promise<Response>,
) => (c: Context) => Promise<Response>;

function listen(app: Hono, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(server));
    server.once("error", reject);
  });
}

/**
 * Stops the fake at once: server.close() alone waits for every keep-alive connection to end, and
 * an adapter still polling the order book keeps its connection busy for ever.
 */
function closeNow(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

function check(part: string, schema: z.ZodType | undefined, value: unknown): string | undefined {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"} ${i.message}`);
  return `${part}: ${issues.join(", ")}`;
}

/** The request as data; the body read once (Hono caches it) as JSON, form fields or text. */
async function recordOf(c: Context): Promise<RecordedRequest> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => (headers[name] = value));
  const type = c.req.header("content-type") ?? "";
  let body: unknown = null;
  if (type.includes("application/json")) body = await c.req.json().catch(() => "(invalid JSON)");
  else if (type.includes("application/x-www-form-urlencoded")) body = await c.req.parseBody();
  else if (c.req.method !== "GET" && c.req.method !== "DELETE") body = (await c.req.text()) || null;
  return { method: c.req.method, path: c.req.path, query: c.req.query(), headers, body };
}
