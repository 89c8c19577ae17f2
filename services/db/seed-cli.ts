// `npm run db:seed`: migrate, then write the sample catalogue (idempotent: existing slugs are kept).
import { TradeboxChanges } from "../catalogue/tradebox-events";
import { paperBrokerMargin } from "../catalogue/paper-broker-margin";
import { seedSampleCatalogue } from "../catalogue/seed-catalogue";
import { ConfigError, parseConfig } from "../config";
import { loadEnvFileIfPresent } from "../load-env-file";
import { consoleLogger as log } from "../logger";
import { SimulatedMarket } from "../market/simulated-market";
import { openDatabase } from "./database";
import { systemClock } from "../../lib/time/clock";

async function main(): Promise<void> {
  loadEnvFileIfPresent();
  const config = parseConfig(process.env);
  const database = openDatabase(config.database, log);
  // The services' own market (same seed), so the seeded prices are the ones traders will see.
  const market = new SimulatedMarket({ seed: config.marketSeed, clock: systemClock });
  try {
    await database.migrate();
    const started = performance.now();
    const result = await seedSampleCatalogue({
      db: database.db,
      market,
      margin: paperBrokerMargin(market),
      changes: new TradeboxChanges(),
    });
    log.info("Sample catalogue seeded", {
      database: database.label,
      ...result,
      ms: Math.round(performance.now() - started),
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log.error(error.message);
  else log.error("Seeding failed", { error });
  process.exitCode = 1;
});
