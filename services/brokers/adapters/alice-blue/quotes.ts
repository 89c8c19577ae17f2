import type { Paise } from "../../../../lib/money/paise";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import { UNDERLYINGS } from "../../../../lib/market/underlyings";
import { instrumentByToken } from "../../../market/instrument-lookup";
import type { BrokerSession } from "../../broker";
import type { ScripDirectory } from "../../real/scrip-master";
import type { AliceBlueApi } from "./api";
import { ALICE_BLUE_PATHS, optionChainResponseSchema, type OptionChainRequest } from "./wire";

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** The option chain's expiry spelling: 2026-12-29 → "29DEC26" (06-option-chain.md). */
export function chainExpiryOf(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}${MONTHS[Number(month) - 1]}${year!.slice(2)}`;
}

/** The widest strike window the docs list for `interval` (5, 10, 15, 20, 25). */
const CHAIN_INTERVAL = 25;

/**
 * Last traded prices from the option chain, one call per underlying and expiry among the
 * tokens: v2 has no REST quote call. Futures, contracts outside the chain's window and tokens
 * the directory does not list are left out, as the Broker interface allows.
 */
export async function optionChainPrices(
  api: AliceBlueApi,
  session: BrokerSession,
  scrips: ScripDirectory,
  tokens: readonly number[],
): Promise<Map<number, Paise>> {
  const wanted = new Map<
    string,
    { request: OptionChainRequest; byBrokerToken: Map<string, number> }
  >();
  for (const token of tokens) {
    if (!scrips.knows(token)) continue;
    const instrument = instrumentByToken(token);
    if (!instrument || instrument.type === "fut") continue;
    const underlying = UNDERLYINGS[instrument.underlyingToken].symbol;
    const key = `${underlying}:${instrument.expiry}`;
    const group = wanted.get(key) ?? {
      request: {
        underlying,
        expiry: chainExpiryOf(instrument.expiry),
        interval: CHAIN_INTERVAL,
        exch: "nse_fo",
      },
      byBrokerToken: new Map<string, number>(),
    };
    group.byBrokerToken.set(scrips.scripOf(token).brokerToken, token);
    wanted.set(key, group);
  }
  const prices = new Map<number, Paise>();
  for (const { request, byBrokerToken } of wanted.values()) {
    const rows = await api.rows(session, {
      method: "POST",
      path: ALICE_BLUE_PATHS.optionChain,
      json: request,
      schema: optionChainResponseSchema,
    });
    for (const strike of rows.flatMap((row) => row.data)) {
      for (const side of [strike.CE, strike.PE]) {
        const ours = side && byBrokerToken.get(side.token);
        if (ours === undefined || !side) continue;
        const price = parseRupees(side.ltp);
        if (price > 0) prices.set(ours, price);
      }
    }
  }
  // In the order asked.
  return new Map(tokens.filter((t) => prices.has(t)).map((t) => [t, prices.get(t)!]));
}
