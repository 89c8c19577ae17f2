import { freePort } from "../../services/testing/free-port";
import { NEXT_START_COMMAND, startServerProcess } from "../../services/testing/server-process";
import { E2E_WEB_ENV } from "./environment";

/**
 * A web instance of a journey's own: `next start` of the suite's build on a free port, calling
 * the suite's services, with `env` over the suite's web environment (a shared page cache).
 */
export interface OwnWeb {
  url: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

export async function startOwnWeb(env: Record<string, string>): Promise<OwnWeb> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = await startServerProcess({
    args: [...NEXT_START_COMMAND, "-p", String(port)],
    env: { ...E2E_WEB_ENV, ...env },
    readyUrl: url,
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  return { url, stop: () => server.stop() };
}
