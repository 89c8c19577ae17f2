/**
 * The surge bench's traders, in a process of their own (forked by crowd-process.ts): a
 * thousand browsers are not on the services' event loop, and their requests made and answers
 * read beside the services would time the bench's own work as the services'. Told the calls,
 * it makes them spread evenly over the span, then reports each answer with when it went.
 */
import { Agent, request as httpRequest } from "node:http";
import { basketCalls, type Requester } from "../../services/baskets/testing/basket-calls";
import { REQUESTS_AT_ONCE_PER_INSTANCE } from "../../services/testing/cluster/haproxy-config";
import { epochNow, reportToParent } from "../realtime/crowd-process";
import type { CrowdAnswer, CrowdCall, CrowdCommand, CrowdConnections } from "./crowd-messages";

/**
 * `pooled`: at most REQUESTS_AT_ONCE_PER_INSTANCE connections at once, kept alive for the
 * requests queued behind, as our balancer holds them to an instance (`http-reuse always`,
 * `maxconn`: services/testing/cluster/haproxy-config.ts): a thousand browsers do not each open a
 * socket to the services together. The services leave idle connections for the balancer to close
 * (their keep-alive is 65 s), so none is closed under a request going out on it. `browsers`: a
 * connection per call, which an agent that keeps none alive closes after it (`Connection: close`).
 */
function requester(base: string, connections: CrowdConnections): Requester {
  const agent =
    connections === "pooled"
      ? new Agent({ keepAlive: true, maxSockets: REQUESTS_AT_ONCE_PER_INSTANCE })
      : new Agent({ keepAlive: false });
  return (path, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = httpRequest(
        `${base}${path}`,
        {
          method: init.method,
          headers: init.headers as Record<string, string>,
          agent,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () =>
            resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0 })),
          );
          answer.on("error", reject);
        },
      );
      request.on("error", (error) => reject(new Error(`${init.method} ${path}`, { cause: error })));
      request.end(typeof init.body === "string" ? init.body : undefined);
    });
}

async function surge({ urls, connections, calls, spanMs }: CrowdCommand): Promise<CrowdAnswer[]> {
  // No analyst calls from the crowd: only the traders' own.
  const callsAt = urls.map((url) => basketCalls(requester(url, connections), ""));
  const make = (call: CrowdCall, i: number) => {
    const at = callsAt[i % callsAt.length]!;
    return call.action === "place"
      ? at.place(call.token, call.strategyId, call.key)
      : at.exit(call.token, call.basketId);
  };
  const start = epochNow();
  return Promise.all(
    calls.map(async (call, i) => {
      const due = start + (i * spanMs) / calls.length;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - epochNow())));
      const sentAt = epochNow();
      const answer = await make(call, i);
      return { sentAt, answeredAt: epochNow(), answer };
    }),
  );
}

process.on("message", (command: CrowdCommand) => {
  surge(command).then(reportToParent, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
