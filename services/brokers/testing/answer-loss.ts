import { AsyncLocalStorage } from "node:async_hooks";

/** Whether the request being served has had its answer lost (a late booking's). */
const requests = new AsyncLocalStorage<{ lost: boolean }>();

/**
 * Serves one request of a fake broker, telling whether its answer is to be lost: the broker
 * acted on it (booked the order) but its gateway gave up before answering (fake-broker-server.ts
 * answers 504 instead, which a real broker's gateway does).
 */
export async function servedLosingAnswer(serve: () => Promise<void>): Promise<boolean> {
  const request = { lost: false };
  await requests.run(request, serve);
  return request.lost;
}

/** The request being served acted, but its answer never reaches the caller. */
export function loseThisAnswer(): void {
  const request = requests.getStore();
  if (request) request.lost = true;
}
