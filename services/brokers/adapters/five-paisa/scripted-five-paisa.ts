import { ManualClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { createFivePaisaBroker } from "./five-paisa";
import { FAKE_CREDENTIALS, fixtureDirectory } from "./fake-harness";

/** A 5paisa answer body (what `{head, body}` carries in `body`), by the call's path. */
export type ScriptedAnswers = Record<string, (requestBody: unknown) => unknown>;

/**
 * A 5paisa adapter whose calls are answered from `answers` (by path suffix), for answers the
 * fake exchange does not give: each is wrapped in the documented `{head, body}` envelope.
 * A path not scripted fails the test's call (HTTP 500).
 */
export function scriptedFivePaisa(answers: ScriptedAnswers) {
  const sent: { path: string; body: unknown }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    const request: unknown = JSON.parse(String(init?.body ?? "null"));
    const body = (request as { body?: unknown } | null)?.body;
    sent.push({ path, body });
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
    if (!answer) return new Response("not scripted", { status: 500 });
    return Response.json({
      body: answer(body),
      head: { responseCode: "5PTest", status: "0", statusDescription: "Success" },
    });
  }) as typeof globalThis.fetch;
  const logger = recordingLogger();
  const broker = createFivePaisaBroker(FAKE_CREDENTIALS, {
    scrips: fixtureDirectory(),
    clock: new ManualClock(TEST_INSTANT),
    logger,
    fetch,
    baseUrls: { api: "http://5paisa.test/VendorsAPI/Service1.svc" },
    orderPollMs: 25,
  });
  return { broker, sent, logger, session: { clientId: "50012322", accessToken: "t" } };
}
