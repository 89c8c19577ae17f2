import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import type { UnderlyingToken } from "../../lib/market/underlyings";
import { call, type SearchHit } from "./trader-services";

// Each journey trades or adjusts a tradebox of the sample catalogue of its own, chosen once per
// run by the setup project (journey-tradeboxes.setup.ts) before any journey starts. Chosen live,
// the picks moved: an analyst's adjustment turns a tradebox ADJUSTED, so every later journey's
// n-th OPEN tradebox was another one (two journeys shared one, or the list ran out).

export interface JourneyTradeboxes {
  /** NIFTY, each lot's margin within PER_LOT_MARGIN_BAND; oldest first. */
  nifty: SearchHit[];
  /** BANKNIFTY, with an option leg to move; newest first. */
  bankNifty: SearchHit[];
}

/**
 * Its margin per lot lies in a band whatever the day's simulated prices: MAX_LOTS of it are more
 * than the paper account's funds, two lots are well within them.
 */
// The paper account holds ₹5,00,000: 50 lots × ₹20,000 exceed it; 2 lots × ₹1,00,000 do not.
const PER_LOT_MARGIN_BAND = { low: 20_000, high: 100_000 } as const;

const NIFTY = 3727 satisfies UnderlyingToken;
const BANK_NIFTY = 3731 satisfies UnderlyingToken;
const FILE_NAME = "journey-tradeboxes.json";

/** Every OPEN tradebox a visitor finds with these filters, oldest first, page after page. */
async function openTradeboxes(filters: Record<string, unknown>): Promise<SearchHit[]> {
  const hits: SearchHit[] = [];
  for (let page = 1; ; page += 1) {
    const body = await call<{ data: { result: SearchHit[]; total_page: number } }>(
      "/search/search",
      {
        method: "POST",
        body: JSON.stringify({
          page,
          search: "",
          filters: { ...filters, basket_status: ["==", ["OPEN"]] },
          sort: [["created_time", "asc"]],
        }),
      },
    );
    hits.push(...body.data.result);
    if (page >= body.data.total_page) return hits;
  }
}

function fileIn(outputDir: string): string {
  return path.join(outputDir, FILE_NAME);
}

/** The setup project's step: the catalogue's picks, before any journey has touched it. */
export async function chooseJourneyTradeboxes(outputDir: string): Promise<void> {
  const { low, high } = PER_LOT_MARGIN_BAND;
  const chosen: JourneyTradeboxes = {
    nifty: await openTradeboxes({
      underlying_token: ["==", [NIFTY]],
      margin_required: ["between", [low, high]],
    }),
    bankNifty: (await openTradeboxes({ underlying_token: ["==", [BANK_NIFTY]] })).reverse(),
  };
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(fileIn(outputDir), JSON.stringify(chosen, null, 2));
}

let read: JourneyTradeboxes | undefined;

function journeyTradeboxes(): JourneyTradeboxes {
  read ??= JSON.parse(
    readFileSync(fileIn(test.info().project.outputDir), "utf8"),
  ) as JourneyTradeboxes;
  return read;
}

function pick(list: keyof JourneyTradeboxes, which: number): SearchHit {
  const hit = journeyTradeboxes()[list][which];
  if (!hit) throw new Error(`the sample catalogue has no ${list} tradebox no. ${which} to trade`);
  return hit;
}

/** The `which`-th (0, 1, …) open NIFTY tradebox with a margin per lot in the band. */
export function openTradebox(which: number): SearchHit {
  return pick("nifty", which);
}

/**
 * The `which`-th open BANKNIFTY tradebox from the newest, far from the trading journeys' picks:
 * the page cache journeys adjust them, each its own.
 */
export function tradeboxToAdjust(which: number): SearchHit {
  return pick("bankNifty", which);
}
