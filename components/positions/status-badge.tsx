import type { CSSProperties } from "react";
import type { BasketStatus, UserBasketStatus } from "@/lib/domain/enums";
import { tradeboxStatusDisplay } from "@/lib/status/tradebox-status-display";
import badge from "@/components/ui/badge.module.css";

interface Props {
  status: UserBasketStatus;
  analystStatus: BasketStatus;
  hasRejectedLegs?: boolean;
}

/** The theme's CSS variable of a Chakra colour token: "blue.400" → var(--chakra-colors-blue-400). */
function colourVar(token: string): string {
  return `var(--chakra-colors-${token.replaceAll(".", "-")})`;
}

/** A basket's spec §4 label in its status colour (lib/status). Plain CSS, no Chakra. */
export function BasketStatusBadge({ status, analystStatus, hasRejectedLegs }: Props) {
  const display = tradeboxStatusDisplay({ userStatus: status, analystStatus, hasRejectedLegs });
  return (
    <span
      className={`${badge.badge} ${badge.statusOutline}`}
      style={{ "--badge-color": colourVar(display.color) } as CSSProperties}
      data-testid="basket-status"
    >
      {display.statusText}
    </span>
  );
}
