// `npm run services`: the backend as one process. Config from the environment (and ./.env).
import { ConfigError, parseConfig } from "./config";
import { loadEnvFileIfPresent } from "./load-env-file";
import { consoleLogger as log } from "./logger";
import { startErrorReporting } from "./monitoring/error-reporting";
import { startServices } from "./server";
import { clockStartingAt } from "../lib/time/clock";

async function main(): Promise<void> {
  const envFile = loadEnvFileIfPresent();
  if (envFile) log.info(`Loaded ${envFile}`);
  const config = parseConfig(process.env);
  const clock = config.clockStart && clockStartingAt(config.clockStart);
  if (clock) log.info(`Clock started at ${config.clockStart?.toISOString()}`);
  const services = await startServices(config, await startErrorReporting(config, log), { clock });

  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means 'now': skip the graceful path.
    if (signalled) process.exit(1);
    signalled = true;
    log.info(`${signal}: shutting down`);
    services.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error("Shutdown failed", { error });
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log.error(error.message);
  else log.error("Services failed to start", { error });
  process.exit(1);
});
