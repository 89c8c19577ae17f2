import badge from "@/components/ui/badge.module.css";
import { brokerByCode } from "@/lib/brokers";
import { STALE_AFTER_MS, type PriceOrigin } from "@/lib/market/price-origin";
import { brokerNameShown } from "@/lib/sandbox";

const SOURCE_TEXT = {
  stream: "live from its stream",
  quote: "from its quote call while its stream catches up",
} as const;

/**
 * Whose prices the screen shows (the trader's own broker's), how they came (its stream, or its
 * quote call), and whether any is stale: never an old price passed off as live. Plain CSS
 * (Chakra's subtle badge), so a basket's first load carries no Chakra.
 */
export function PriceOriginNote({
  origin,
  broker,
  sandbox,
}: {
  origin: PriceOrigin | null;
  broker: string | null;
  sandbox: boolean;
}) {
  if (!origin || !broker) return null;
  const name = brokerNameShown(brokerByCode(broker)?.name ?? broker, sandbox);
  const stale = origin.stale.length > 0;
  const palette = stale ? badge.red : origin.source === "stream" ? badge.green : badge.gray;
  return (
    <div
      className={badge.note}
      data-testid="price-origin"
      data-source={origin.source}
      data-stale={stale}
    >
      <span className={`${badge.badge} ${palette}`}>
        {stale ? "Stale" : origin.source === "stream" ? "Live" : "Quoted"}
      </span>
      <p className={badge.noteText}>
        Prices from {name}, {SOURCE_TEXT[origin.source]}.
        {origin.simulated ? " The index level is the simulated market's." : ""}
        {stale
          ? ` ${origin.stale.length === 1 ? "One price has" : `${origin.stale.length} prices have`} not moved for over ${STALE_AFTER_MS / 1000} seconds: treat ${origin.stale.length === 1 ? "it" : "them"} as stale.`
          : ""}
      </p>
    </div>
  );
}
