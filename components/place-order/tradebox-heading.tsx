import { Text } from "@chakra-ui/react";
import { TradeboxTitle } from "@/components/positions/tradebox-title";
import { RISK_BADGE_LABELS } from "@/lib/domain/enums";
import { UNDERLYINGS } from "@/lib/market/underlyings";
import { formatRupees } from "@/lib/money/format-rupees";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import { FREQUENCY_LABELS } from "@/lib/tradebox/display-labels";
import { priceOf, type PriceMap } from "@/lib/track/prices";

/** The tradebox being placed: image, name, its kind, and its index's price now. */
export function TradeboxHeading({
  tradebox,
  prices,
  as,
}: {
  tradebox: TradeboxWire;
  prices: PriceMap;
  as: "h1" | "h2";
}) {
  const index = UNDERLYINGS[tradebox.underlying_token];
  const spot = priceOf(prices, tradebox.underlying_token);
  return (
    <TradeboxTitle image={tradebox.display_image} name={tradebox.name} as={as}>
      <Text fontSize="xs" color="fg.muted">
        {FREQUENCY_LABELS[tradebox.frequency]} · {RISK_BADGE_LABELS[tradebox.risk_level]} risk ·{" "}
        {index.name} {spot === null ? "" : formatRupees(spot).replace("₹", "")}
      </Text>
    </TradeboxTitle>
  );
}
