import { afterEach, describe, expect, it } from "vitest";
import { paise, type Paise } from "../../../lib/money/paise";
import { LeaseKeeper, type HeldLease } from "../../cluster/lease-keeper";
import { databaseLeases } from "../../cluster/leases";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { recordingLogger } from "../../testing/recording-logger";
import type { Broker, BrokerSession } from "../broker";
import { BrokerPriceHub, SHARED_GROUP } from "./price-hub";
import { MemoryStream } from "./testing/memory-stream";

const NOW = new Date("2026-11-25T05:00:00Z");
const CHECK_MS = 20;
const session = (clientId = "C1"): BrokerSession => ({ clientId, accessToken: `t-${clientId}` });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Leases a test hands out and takes back by hand, by group. */
function handLeases() {
  const held = new Map<string, boolean>();
  const released: string[] = [];
  const lease = (group: string): HeldLease => {
    if (!held.has(group)) held.set(group, false);
    return { held: () => held.get(group) === true, release: () => released.push(group) };
  };
  return { held, released, lease };
}

function hubOn(stream: MemoryStream, lease: (group: string) => HeldLease, idleMs = 60_000) {
  let now = NOW.getTime();
  const quotes = new Map<number, Paise>([[1, paise(100)]]);
  const broker = {
    code: "aliceblue",
    lastTradedPrices: async (tokens: readonly number[]) =>
      new Map([...quotes].filter(([token]) => tokens.includes(token))),
  } as unknown as Broker; // only the quote call is used by the hub
  const hub = new BrokerPriceHub({
    broker,
    stream,
    now: () => new Date(now),
    logger: recordingLogger(),
    idleMs,
    lease,
    leaseCheckMs: CHECK_MS,
  });
  return { hub, advance: (ms: number) => (now += ms) };
}

describe("a price hub under a lease per upstream connection", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it("quotes a client's prices and opens nothing while another instance holds the lease, streams once it is won, quotes again once it is lost", async () => {
    const stream = new MemoryStream();
    const leases = handLeases();
    const { hub } = hubOn(stream, leases.lease);
    close = () => hub.close();
    const heard: number[] = [];
    hub.listen(session(), [1], (_token, quoted) => heard.push(quoted.price));
    expect((await hub.prices(session(), [1])).get(1)?.source).toBe("quote");
    expect(stream.connections).toHaveLength(0);

    leases.held.set("C1", true);
    await pause(CHECK_MS * 3);
    expect(stream.connections).toHaveLength(1);
    const connection = stream.connections[0]!;
    connection.state("live");
    connection.tick(1, paise(105), NOW);
    expect(heard).toEqual([105]);
    expect((await hub.prices(session(), [1])).get(1)?.source).toBe("stream");

    leases.held.set("C1", false);
    await pause(CHECK_MS * 3);
    expect(connection.closed).toBe(true);
    connection.tick(1, paise(106), NOW);
    expect(heard).toEqual([105]);
    expect((await hub.prices(session(), [1])).get(1)?.source).toBe("quote");
    expect(stream.connections).toHaveLength(1);
  });

  it("asks one lease per client, one for an app key's shared connections, and lets an idle one go", async () => {
    const own = handLeases();
    const perClient = hubOn(new MemoryStream(), own.lease, 1_000);
    const shared = handLeases();
    const appKey = hubOn(
      new MemoryStream({ connections: 3, instrumentsPerConnection: 10 }),
      shared.lease,
    );
    close = async () => {
      await perClient.hub.close();
      await appKey.hub.close();
    };
    for (const clientId of ["C1", "C2", "C1"]) {
      await perClient.hub.prices(session(clientId), [1]);
      await appKey.hub.prices(session(clientId), [1]);
    }
    expect([...own.held.keys()]).toEqual(["C1", "C2"]);
    expect([...shared.held.keys()]).toEqual([SHARED_GROUP]);
    perClient.advance(2_000);
    await pause(1_100); // the idle sweep's beat
    expect(own.released.sort()).toEqual(["C1", "C2"]);
  });
});

describeOnEachDatabase("one upstream price connection per client across instances", (db) => {
  const keepers: LeaseKeeper[] = [];
  const hubs: BrokerPriceHub[] = [];
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
    await Promise.all(keepers.splice(0).map((keeper) => keeper.stop()));
  });

  /** One services instance: its keeper on the shared database, and its hub on its own stream. */
  function instance(holder: string) {
    const keeper = new LeaseKeeper({
      store: databaseLeases(db()),
      holder,
      logger: recordingLogger(),
      ttlMs: 1_000,
      beatMs: 200,
    });
    keeper.start();
    const stream = new MemoryStream();
    const { hub } = hubOn(stream, (group) => keeper.hold(`price-stream:aliceblue:${group}`));
    keepers.push(keeper);
    hubs.push(hub);
    return { keeper, hub, stream };
  }

  it("connects from one instance only, and from the other once the first stops", async () => {
    const a = instance("a");
    const b = instance("b");
    a.hub.listen(session(), [1], () => undefined);
    await pause(400);
    b.hub.listen(session(), [1], () => undefined);
    await pause(600);
    expect([a.stream.connections.length, b.stream.connections.length]).toEqual([1, 0]);
    await a.hub.close();
    await a.keeper.stop();
    await expect.poll(() => b.stream.connections.length, { timeout: 1_000 }).toBe(1);
  });
});
