import type { BrowserContext } from "@playwright/test";
import { freePort } from "../../services/testing/free-port";
import { SERVICES_COMMAND, startServerProcess } from "../../services/testing/server-process";
import { E2E_SERVICES_ENV, E2E_SERVICES_URL } from "./environment";

/**
 * A services process of a journey's own, on its own port and in-memory database, with its own
 * clock: for a journey that needs the services at a moment the suite's shared services are not
 * (an expiry day's close). The web app is built to call the shared services; `routeTo` sends a
 * browser context's calls to this process instead (the same code, answering from here).
 */
export interface OwnServices {
  url: string;
  /** Sends the context's calls to the shared services here instead. */
  routeTo(context: BrowserContext): Promise<void>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** Starts the services as the suite's are started, with `env` over theirs; resolves once healthy. */
export async function startOwnServices(env: Record<string, string>): Promise<OwnServices> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = await startServerProcess({
    args: SERVICES_COMMAND,
    env: { ...E2E_SERVICES_ENV, PORT: String(port), ...env },
    readyUrl: `${url}/health`,
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  return {
    url,
    async routeTo(context) {
      await context.route(`${E2E_SERVICES_URL}/**`, (route) =>
        route.continue({ url: route.request().url().replace(E2E_SERVICES_URL, url) }),
      );
    },
    stop: () => server.stop(),
  };
}
