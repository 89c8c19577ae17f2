import type { QueryClient } from "@tanstack/react-query";
import { brokerLtpKey, type BrokerPrices } from "@/api-clients/market-feed/broker-ltp";
import type { PriceTick } from "@/lib/realtime/price-messages";

/**
 * Prices the trader's broker streamed, written into every cached set of broker prices that
 * holds their instruments (Track, Place Order), except where the cache already has a newer one:
 * the screen moves with the broker's stream, between the polls that back it up.
 */
export function applyPriceTicks(client: QueryClient, ticks: readonly PriceTick[]): void {
  for (const [key, data] of client.getQueriesData<BrokerPrices>({ queryKey: brokerLtpKey })) {
    const tokens = key[brokerLtpKey.length];
    if (!data || !Array.isArray(tokens)) continue;
    let next = data;
    for (const tick of ticks) {
      if (!tokens.includes(tick.instrument_token)) continue;
      const token = String(tick.instrument_token);
      const known = next.quotes[token];
      if (known && Date.parse(known.at) > Date.parse(tick.at)) continue;
      next = {
        ...next,
        prices: { ...next.prices, [token]: tick.ltp },
        quotes: { ...next.quotes, [token]: { source: tick.source, at: tick.at, stale: false } },
      };
    }
    if (next !== data) client.setQueryData<BrokerPrices>(key, next);
  }
}
