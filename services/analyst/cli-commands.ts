import { readFile } from "node:fs/promises";
import type { AnalystAnswer, AnalystClient } from "./analyst-client";

export const USAGE = `Usage: npm run analyst -- <command>
  create <template.json>          a new PENDING tradebox from a strategy template
  publish <tradebox-id>           PENDING -> OPEN
  adjust <tradebox-id> <legs.json> new legs ({"legs": [...]}); the tradebox becomes ADJUSTED
  close <tradebox-id>             -> CLOSED
  show <tradebox-id>              the tradebox and its current basket
  move <index-token> <points>     move a simulated index from now on (a drill): move 3727 -400
  moves                           the market's moves in force
  clear-moves                     remove every move: the seeded market again
Environment: ANALYST_API_KEY (required), ANALYST_API_URL (default http://localhost:4000/analyst)`;

export class UsageError extends Error {}

async function readJson(path: string | undefined): Promise<unknown> {
  if (!path) throw new UsageError("a JSON file is required");
  return JSON.parse(await readFile(path, "utf8")) as unknown;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`${what} is required`);
  return value;
}

function number(value: string | undefined, what: string): number {
  const parsed = Number(required(value, what));
  if (!Number.isFinite(parsed)) throw new UsageError(`${what} must be a number, not '${value}'`);
  return parsed;
}

/** Runs one CLI command (argv after the script name) against the API. */
export async function runCommand(
  client: AnalystClient,
  argv: readonly string[],
): Promise<AnalystAnswer> {
  const [command, first, second] = argv;
  switch (command) {
    case "create":
      return client.create(await readJson(first));
    case "publish":
      return client.publish(required(first, "a tradebox id"));
    case "adjust":
      return client.adjust(required(first, "a tradebox id"), await readJson(second));
    case "close":
      return client.close(required(first, "a tradebox id"));
    case "show":
      return client.show(required(first, "a tradebox id"));
    case "move":
      return client.moveMarket(number(first, "an index token"), number(second, "points"));
    case "moves":
      return client.marketMoves();
    case "clear-moves":
      return client.clearMarketMoves();
    default:
      throw new UsageError(command ? `unknown command '${command}'` : "a command is required");
  }
}
