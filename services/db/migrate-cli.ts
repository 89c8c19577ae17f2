// `npm run db:migrate`: apply pending migrations to the configured database, then exit.
import { ConfigError, parseConfig } from "../config";
import { loadEnvFileIfPresent } from "../load-env-file";
import { consoleLogger as log } from "../logger";
import { openDatabase } from "./database";

async function main(): Promise<void> {
  loadEnvFileIfPresent();
  const config = parseConfig(process.env);
  const database = openDatabase(config.database, log);
  try {
    await database.migrate();
    log.info("Migrations applied", { database: database.label });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log.error(error.message);
  else log.error("Migration failed", { error });
  process.exitCode = 1;
});
