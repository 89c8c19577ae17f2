import { Badge } from "@chakra-ui/react";
import type { TransactionType } from "@/lib/domain/enums";

/** BUY in green, SELL in red: the first thing a trader checks on a leg. */
export function SideBadge({ side }: { side: TransactionType }) {
  return (
    <Badge
      colorPalette={side === "BUY" ? "green" : "red"}
      variant="subtle"
      size="sm"
      minW="9"
      justifyContent="center"
      fontWeight="bold"
    >
      {side}
    </Badge>
  );
}
