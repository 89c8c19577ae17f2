import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import {
  catalogueDeps,
  nextMonthlyExpiry,
  shortStraddleInput,
} from "../catalogue/testing/catalogue-fixture";
import { describeOnEachDatabase } from "../testing/database-backends";
import { recordingLogger } from "../testing/recording-logger";
import { analystClient, type AnalystClient } from "./analyst-client";
import { runCommand, UsageError } from "./cli-commands";
import { FaultInjector } from "../brokers/test-broker/faults";
import { analystRoutes } from "./routes";
import { indiaInstant } from "../../lib/market/india-time";
import { ManualClock } from "../../lib/time/clock";
import { MarketMoves } from "../market/market-moves";
import { SimulatedMarket } from "../market/simulated-market";

const KEY = "analyst-key-0123456789abcdef";

describeOnEachDatabase("analyst CLI commands", (db) => {
  let client: AnalystClient;
  const dir = mkdtempSync(join(tmpdir(), "analyst-cli-"));
  beforeAll(() => {
    const app = analystRoutes({
      apiKey: KEY,
      catalogue: catalogueDeps(db()),
      logger: recordingLogger(),
      faults: new FaultInjector(),
    });
    const base = "http://analyst.test/analyst";
    client = analystClient({
      baseUrl: base,
      apiKey: KEY,
      fetch: (url, init) => Promise.resolve(app.request(url.slice(base.length), init)),
    });
  });

  it("create from a file, publish, adjust from a file, show, close", async () => {
    const templateFile = join(dir, "template.json");
    writeFileSync(templateFile, JSON.stringify(shortStraddleInput("CLI Straddle")));
    const created = await runCommand(client, ["create", templateFile]);
    expect(created.status).toBe(201);
    const id = (created.body as { data: { tradebox: { id: string } } }).data.tradebox.id;

    expect((await runCommand(client, ["publish", id])).status).toBe(200);
    const legsFile = join(dir, "legs.json");
    const expiry = nextMonthlyExpiry(3727);
    writeFileSync(
      legsFile,
      JSON.stringify({ legs: [{ expiry, type: "put", strike: 23000, side: "SELL", lots: 1 }] }),
    );
    expect((await runCommand(client, ["adjust", id, legsFile])).status).toBe(200);
    expect((await runCommand(client, ["show", id])).body).toMatchObject({
      is_success: true,
      data: { tradebox: { status: "ADJUSTED" } },
    });
    expect((await runCommand(client, ["close", id])).body).toMatchObject({
      data: { tradebox: { status: "CLOSED" } },
    });
  });

  it("passes the API's refusal through, and refuses a bad command line", async () => {
    expect(await runCommand(client, ["show", "nope"])).toEqual({
      status: 404,
      body: { is_success: false, errorMessage: "No tradebox nope" },
    });
    await expect(runCommand(client, ["launch"])).rejects.toBeInstanceOf(UsageError);
    await expect(runCommand(client, ["publish"])).rejects.toThrow(/tradebox id is required/);
  });

  it("moves the market, lists the moves and clears them", async () => {
    const at = indiaInstant("2026-11-21", "12:00");
    const clock = new ManualClock(at);
    const market = new SimulatedMarket({ seed: 42, clock });
    const paperMarket = new SimulatedMarket({ seed: 42, clock, practice: true });
    const logger = recordingLogger();
    const app = analystRoutes({
      apiKey: KEY,
      catalogue: catalogueDeps(db()),
      logger,
      faults: new FaultInjector(),
      marketMoves: new MarketMoves({ db: db(), market, paperMarket, clock, logger }),
    });
    const base = "http://analyst.test/analyst";
    const drills = analystClient({
      baseUrl: base,
      apiKey: KEY,
      fetch: (url, init) => Promise.resolve(app.request(url.slice(base.length), init)),
    });
    const moved = await runCommand(drills, ["move", "3727", "-400"]);
    expect(moved).toMatchObject({
      status: 201,
      body: { data: { underlying_token: 3727, points: -400, at: at.toISOString() } },
    });
    expect((await runCommand(drills, ["moves"])).body).toMatchObject({
      data: [{ underlying_token: 3727, points: -400 }],
    });
    expect((await runCommand(drills, ["clear-moves"])).body).toEqual({
      is_success: true,
      data: { removed: 1 },
    });
    expect((await runCommand(drills, ["move", "3727", "0"])).status).toBe(400);
    await expect(runCommand(drills, ["move", "3727"])).rejects.toThrow(/points is required/);
    await expect(runCommand(drills, ["move", "nifty", "5"])).rejects.toThrow(/must be a number/);
  });
});
