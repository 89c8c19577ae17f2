import { expect, it } from "vitest";
import type { BrokerCode } from "../../../lib/brokers";
import { indiaInstant } from "../../../lib/market/india-time";
import { ManualClock } from "../../../lib/time/clock";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { encodeInstrumentToken } from "../../market/instrument-tokens";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { recordingLogger } from "../../testing/recording-logger";
import { TEST_INSTANT } from "../../testing/test-clock";
import { ScripDirectory, type ParsedScrip, type ScripMasterFormat } from "./scrip-master";
import { isStale, ScripMasterStore } from "./scrip-master-store";

const expiry = nextMonthlyExpiry(3727, TEST_INSTANT);
const call = encodeInstrumentToken({ underlyingToken: 3727, expiry, type: "call", strike: 24_000 });

function row(strike: number, brokerToken: string): ParsedScrip {
  return {
    underlying: "NIFTY",
    type: "call",
    strike,
    expiry,
    brokerToken,
    tradingSymbol: `NIFTY-${strike}-CE`,
    exchange: "NFO",
    lotSize: 65,
  };
}

/** A master whose rows a test sets; counts its downloads. */
class FakeFormat implements ScripMasterFormat {
  downloads = 0;
  constructor(
    public rows: ParsedScrip[],
    readonly broker: BrokerCode = "aliceblue",
  ) {}
  download(): Promise<string> {
    this.downloads++;
    return Promise.resolve("master");
  }
  parse(): ParsedScrip[] {
    return this.rows;
  }
}

describeOnEachDatabase("scrip master store", (db) => {
  const storeAt = (clock = new ManualClock(TEST_INSTANT)) =>
    new ScripMasterStore({ db: db(), clock, logger: recordingLogger() });

  it("loads a master into the database and the directory, keeping only our contracts", async () => {
    const format = new FakeFormat([row(24_000, "51234"), row(24_010, "99999")]);
    const directory = new ScripDirectory("Alice Blue");
    expect(await storeAt().refresh({ format, directory })).toBe(1);
    expect(directory.scripOf(call)).toMatchObject({ brokerToken: "51234", lotSize: 65 });

    const restarted = new ScripDirectory("Alice Blue");
    expect(await storeAt().restore({ format, directory: restarted })).toBe(1);
    expect(restarted.byToken("51234")?.instrumentToken).toBe(call);
  });

  it("keeps the last good master when a download lists none of our contracts", async () => {
    const store = storeAt();
    const format = new FakeFormat([row(24_000, "51234")]);
    const directory = new ScripDirectory("Alice Blue");
    await store.refresh({ format, directory });
    format.rows = [];
    await expect(store.refresh({ format, directory })).rejects.toThrow(/none of our contracts/);
    expect(directory.knows(call)).toBe(true);
    expect((await store.counts()).get("aliceblue")).toBe(1);
  });

  it("downloads once a trading day, after the brokers publish", async () => {
    const clock = new ManualClock(TEST_INSTANT);
    const store = storeAt(clock);
    // A broker of its own: the database is shared with the tests above.
    const format = new FakeFormat([row(24_000, "51234")], "nuvama");
    const source = { format, directory: new ScripDirectory("Nuvama") };
    expect(await store.refreshIfDue(source)).toBe(true);
    expect(await store.refreshIfDue(source)).toBe(false);
    clock.advanceMinutes(24 * 60);
    expect(await store.refreshIfDue(source)).toBe(true);
    expect(format.downloads).toBe(2);
  });
});

it("calls a master stale once the next 08:00 India time has passed", () => {
  const loaded = indiaInstant("2026-11-20", "09:00");
  expect(isStale(loaded, indiaInstant("2026-11-20", "23:59"))).toBe(false);
  expect(isStale(loaded, indiaInstant("2026-11-21", "07:59"))).toBe(false);
  expect(isStale(loaded, indiaInstant("2026-11-21", "08:00"))).toBe(true);
  const early = indiaInstant("2026-11-20", "07:00");
  expect(isStale(early, indiaInstant("2026-11-20", "08:30"))).toBe(true);
});
