import { Hono } from "hono";
import { z } from "zod";
import { BROKER_CODES } from "../../lib/brokers";
import { BrokerError } from "../brokers/broker";
import { brokerAvailability } from "../brokers/broker-availability";
import type { BrokerRegistry } from "../brokers/registry";
import { createRequestToken, testBrokerLoginSchema } from "../brokers/test-broker/login-tokens";
import { testBrokerRedirect } from "../brokers/test-broker/login-hand-off";
import { brokerErrorStatus } from "../http/broker-error-status";
import { errorBody } from "../http/json-errors";
import { readJsonBody, readQuery } from "../http/request-body";

const absoluteHttpUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" })
  .max(2048);
const state = z.string().trim().min(8).max(128);

const loginUrlQuerySchema = z.object({
  broker: z.enum(BROKER_CODES),
  redirect_url: absoluteHttpUrl,
  state,
});

const testBrokerLoginBodySchema = z.object({
  ...testBrokerLoginSchema.shape,
  redirect_url: absoluteHttpUrl,
  state,
});

export interface LoginHandOffDeps {
  brokers: BrokerRegistry;
  paperBrokerSecret: string;
  /** The market clock the paper broker checks its tokens against. */
  now: () => Date;
}

/** The start of a login: where the broker's login page is, and the test broker's own page. */
export function loginHandOffRoutes({ brokers, paperBrokerSecret, now }: LoginHandOffDeps): Hono {
  const app = new Hono();

  // GET /login/brokers: which brokers a trader can log in with on this server, and why not.
  app.get("/login/brokers", (c) => c.json({ is_success: true, data: brokerAvailability(brokers) }));

  // GET /login/url?broker=&redirect_url=&state=: the broker's login page for this hand-off
  // (the test broker's is the web app's /login/test-broker, a relative URL).
  app.get("/login/url", (c) => {
    const query = readQuery(c, loginUrlQuerySchema);
    if (!query.ok) return c.json(errorBody(query.message), 400);
    try {
      const url = brokers[query.data.broker].loginUrl({
        redirectUrl: query.data.redirect_url,
        state: query.data.state,
      });
      return c.json({ is_success: true, data: { url } });
    } catch (error) {
      if (!(error instanceof BrokerError)) throw error;
      return c.json(errorBody(error.message), brokerErrorStatus(error.code));
    }
  });

  // POST /test-broker/login {clientId, name, redirect_url, state}: what the test broker's login
  // page submits; answers where the broker sends the trader back, with a request token that
  // /login/verify exchanges. It stands in for a real broker's own login server.
  app.post("/test-broker/login", async (c) => {
    const body = await readJsonBody(c, testBrokerLoginBodySchema);
    if (!body.ok) return c.json(errorBody(body.message), 400);
    const { redirect_url, state: loginState, ...login } = body.data;
    const token = createRequestToken(paperBrokerSecret, login, loginState, now());
    return c.json({
      is_success: true,
      data: { redirect_url: testBrokerRedirect(redirect_url, token, loginState) },
    });
  });
  return app;
}
