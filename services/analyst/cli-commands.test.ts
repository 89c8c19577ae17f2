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
});
