import { analystClient } from "./analyst-client";
import { runCommand, UsageError, USAGE } from "./cli-commands";

/**
 * `npm run analyst -- <command>`: drives the analyst API over HTTP (cli-commands.ts lists the
 * commands). Prints the API's answer as JSON; exits 1 when the API refuses, 2 on a usage error.
 */
async function main(): Promise<number> {
  const apiKey = process.env.ANALYST_API_KEY;
  if (!apiKey) {
    console.error(`ANALYST_API_KEY is not set.\n${USAGE}`);
    return 2;
  }
  const baseUrl = process.env.ANALYST_API_URL || "http://localhost:4000/analyst";
  try {
    const answer = await runCommand(analystClient({ baseUrl, apiKey }), process.argv.slice(2));
    const ok = answer.status >= 200 && answer.status < 300;
    (ok ? console.log : console.error)(JSON.stringify(answer.body, null, 2));
    return ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main();
