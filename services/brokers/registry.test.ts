import { afterAll, describe, expect, it } from "vitest";
import { BROKER_CODES } from "../../lib/brokers";
import { TEST_BROKER_CODE } from "../../lib/product";
import { openDatabase } from "../db/database";
import { createRealBrokers } from "../runtime/real-brokers";
import { recordingLogger } from "../testing/recording-logger";
import { testClock } from "../testing/test-clock";
import { parseBrokerCredentials } from "./broker-credentials";
import { brokerFor, createBrokerRegistry } from "./registry";
import { createPaperBroker } from "./test-broker/paper-broker";
import { TEST_TOKEN_SECRET, testMarket } from "./test-broker/testing/paper-fixture";

// The registry only wires objects: the paper broker's database is never queried here.
const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
const testBroker = createPaperBroker({
  db: database.db,
  market: testMarket().market,
  tokenSecret: TEST_TOKEN_SECRET,
});
const { adapters } = createRealBrokers({
  credentials: parseBrokerCredentials({}),
  clock: testClock(),
  logger: recordingLogger(),
});
const registry = createBrokerRegistry({ real: adapters, testBroker });

describe("the broker registry", () => {
  afterAll(() => database.close());

  it("has a broker for every code of the catalogue, answering to its own code", () => {
    expect(Object.keys(registry).sort()).toEqual([...BROKER_CODES].sort());
    for (const code of BROKER_CODES) expect(registry[code].code).toBe(code);
  });

  it("serves the paper broker for the test broker code", () => {
    expect(registry[TEST_BROKER_CODE]).toBe(testBroker);
    expect(
      registry[TEST_BROKER_CODE].loginUrl({ redirectUrl: "https://app.example/v", state: "s" }),
    ).toMatch(/^\/login\/test-broker\?/);
  });

  it("finds a broker by a code from outside, and none for an unknown code", () => {
    expect(brokerFor(registry, "nuvama")).toBe(registry.nuvama);
    expect(brokerFor(registry, "zerodha")).toBeUndefined();
  });

  it("refuses a test broker with another code", () => {
    expect(() => createBrokerRegistry({ real: adapters, testBroker: registry.iifl })).toThrow(
      /must be/,
    );
  });
});
