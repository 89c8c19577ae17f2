import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The product spec, kept beside the repo in ../shared; tests compare our tables against it. */
export const SPEC_PATH = fileURLToPath(
  new URL("../../../shared/seed/000_2e66f863a39bf9eb.txt", import.meta.url),
);

/** Market and broker facts gathered for the project (lot sizes, expiries, broker APIs). */
export const MARKET_FACTS_PATH = fileURLToPath(
  new URL("../../../shared/design/MARKET-FACTS.md", import.meta.url),
);

function readIfPresent(path: string): string | null {
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}

export function readSpec(): string | null {
  return readIfPresent(SPEC_PATH);
}

export function readMarketFacts(): string | null {
  return readIfPresent(MARKET_FACTS_PATH);
}

/** Rows of the first markdown table under a heading, as arrays of trimmed cells (header dropped). */
export function specTableRows(spec: string, heading: string): string[][] {
  const start = spec.indexOf(heading);
  if (start < 0) throw new Error(`The spec has no heading '${heading}'`);
  const lines = spec.slice(start).split("\n");
  const firstRow = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(firstRow)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2); // header and separator
}
