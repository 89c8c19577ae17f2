import { Grid } from "@chakra-ui/react";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import { tradeboxCard } from "@/lib/explore/tradebox-card";
import { ResultCard } from "./result-card";

/** A page of results as cards, as many columns as fit (at least 16rem each). */
export function ResultsGrid({ tradeboxes }: { tradeboxes: readonly TradeboxWire[] }) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns="repeat(auto-fill, minmax(16rem, 1fr))"
      gap="4"
    >
      {tradeboxes.map((tradebox) => (
        <li key={tradebox.id}>
          <ResultCard card={tradeboxCard(tradebox)} />
        </li>
      ))}
    </Grid>
  );
}
