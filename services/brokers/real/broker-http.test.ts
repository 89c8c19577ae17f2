import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BrokerHttp } from "./broker-http";
import { brokerErrorOf } from "../testing/broker-error-of";

const answerSchema = z.object({ status: z.literal("ok"), orderId: z.string() });

/** A client whose every call is answered by `answer` (a fetch that never touches the network). */
function clientAnsweredBy(answer: () => Response | Promise<Response>) {
  return new BrokerHttp({
    brokerName: "Some Broker",
    baseUrl: "https://api.broker.example",
    fetch: async () => answer(),
    errorMessage: (body) =>
      typeof body === "object" && body !== null && "message" in body
        ? String(body.message)
        : undefined,
  });
}

const placeOrder = (http: BrokerHttp) =>
  http.request({ method: "POST", path: "/orders", json: { qty: 75 }, schema: answerSchema });

/** A 200 whose body breaks off after its first bytes: the connection reset mid-answer. */
function answerCutOff(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"status":"ok",'));
      controller.error(new TypeError("terminated"));
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "application/json" } });
}

describe("a real broker's HTTP answers, as the engine reads them", () => {
  it("reads an answer of the expected shape", async () => {
    const http = clientAnsweredBy(() => Response.json({ status: "ok", orderId: "B-1" }));
    await expect(placeOrder(http)).resolves.toEqual({ status: "ok", orderId: "B-1" });
  });

  it.each([
    {
      what: "a 401 is an expired session",
      answer: () => Response.json({}, { status: 401 }),
      code: "INVALID_TOKEN",
      message: "Your Some Broker session has expired: log in again",
    },
    {
      what: "a 429 is a busy broker",
      answer: () => Response.json({}, { status: 429 }),
      code: "RATE_LIMITED",
      message: "Some Broker is busy: try again in a moment",
    },
    {
      what: "a 5xx may hide a booked order: unanswered",
      answer: () => new Response("<html>Bad gateway</html>", { status: 502 }),
      code: "TIMEOUT",
      message: "Some Broker did not answer in time",
    },
    {
      what: "another 4xx is a refusal with the broker's reason",
      answer: () => Response.json({ message: "Insufficient funds" }, { status: 400 }),
      code: "REJECTED",
      message: "Some Broker: Insufficient funds",
    },
    {
      what: "an answer of another shape is unreadable, named where",
      answer: () => Response.json({ status: "ok" }),
      code: "BAD_RESPONSE",
      message: "Some Broker answered POST /orders in an unexpected form (orderId)",
    },
    {
      what: "an answer cut off mid-body is as unknown as none",
      answer: answerCutOff,
      code: "TIMEOUT",
      message: "Some Broker did not answer in time",
    },
    {
      what: "no connection is unanswered",
      answer: () => Promise.reject(new TypeError("fetch failed")),
      code: "TIMEOUT",
      message: "Some Broker did not answer in time",
    },
  ])("$what", async ({ answer, code, message }) => {
    const error = await brokerErrorOf(placeOrder(clientAnsweredBy(answer)));
    expect({ code: error.code, message: error.message }).toEqual({ code, message });
  });
});
