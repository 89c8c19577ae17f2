import { describe, expect, it } from "vitest";
import { parseBrokerCredentials } from "../brokers/broker-credentials";
import type { RealBrokerCode } from "../brokers/registry";
import { testMarket } from "../brokers/test-broker/testing/paper-fixture";
import type { HeldLease } from "../cluster/lease-keeper";
import { openDatabase } from "../db/database";
import { recordingLogger } from "../testing/recording-logger";
import { createThrowawayDatabase, TEST_DATABASE_URL } from "../testing/throwaway-postgres";
import { orderBookLeases, startClusterLeases } from "./cluster-leases";
import { createRealBrokers } from "./real-brokers";

/** Every order-book lease a broker's poller asks for, and whether it was given back. */
function recordedLeases() {
  const asked: { broker: RealBrokerCode; clientId: string; released: boolean }[] = [];
  const orderBookLease = (broker: RealBrokerCode, clientId: string): HeldLease => {
    const entry = { broker, clientId, released: false };
    asked.push(entry);
    return { held: () => false, release: () => (entry.released = true) };
  };
  return { asked, orderBookLease };
}

// IIFL has no adapter yet: a hand-off with no order book.
const POLLING: readonly RealBrokerCode[] = [
  "iifl_capital",
  "nuvama",
  "5paisa",
  "aliceblue",
  "hdfc_sky",
  "hdfc_sky_strategy",
];

describe("each trader's order-book poller under this instance's lease", () => {
  it.each([
    ["configured brokers", undefined],
    ["sandboxes", { market: testMarket().market, webOrigin: "http://localhost:3000" }],
  ])("asks for the client's lease at each polling broker (%s), and gives it back", (_, sandbox) => {
    const { asked, orderBookLease } = recordedLeases();
    const { adapters } = createRealBrokers({
      credentials: parseBrokerCredentials({}),
      clock: testMarket().clock,
      logger: recordingLogger(),
      sandbox,
      orderBookLease,
    });
    for (const code of POLLING) {
      const stop = adapters[code].onOrderUpdate({ clientId: "C1", accessToken: "t" }, () => {});
      expect(asked.at(-1)).toEqual({ broker: code, clientId: "C1", released: false });
      stop();
      expect(asked.at(-1)?.released).toBe(true);
    }
    expect(asked).toHaveLength(POLLING.length);
  });

  it("keeps no leases on the embedded database: its one process polls every trader", async () => {
    const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    try {
      expect(startClusterLeases(database, recordingLogger())).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it.skipIf(!TEST_DATABASE_URL)(
    "keeps each client's order-book lease in PostgreSQL, where several instances may serve",
    async () => {
      const throwaway = await createThrowawayDatabase(TEST_DATABASE_URL!);
      const config = { kind: "postgres", url: throwaway.url } as const;
      const [first, second] = [0, 1].map(() => openDatabase(config, recordingLogger()));
      try {
        await first!.migrate();
        const keepers = [first!, second!].map((db) => startClusterLeases(db, recordingLogger())!);
        const leases = keepers.map((keeper) => orderBookLeases(keeper)!("nuvama", "C1"));
        await Promise.all(keepers.map((keeper) => keeper.beat()));
        expect(leases.map((lease) => lease.held()).sort()).toEqual([false, true]);
        await Promise.all(keepers.map((keeper) => keeper.stop()));
      } finally {
        await Promise.all([first!.close(), second!.close()]);
        await throwaway.drop();
      }
    },
  );
});
