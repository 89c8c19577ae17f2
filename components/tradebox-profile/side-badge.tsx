import { Badge } from "@chakra-ui/react";
import type { TransactionType } from "@/lib/domain/enums";

/** BUY in green, SELL in red, as on a broker's order pad. */
export function SideBadge({ side }: { side: TransactionType }) {
  return (
    <Badge
      colorPalette={side === "BUY" ? "green" : "red"}
      variant="subtle"
      fontWeight="bold"
      minW="11"
      justifyContent="center"
    >
      {side}
    </Badge>
  );
}
