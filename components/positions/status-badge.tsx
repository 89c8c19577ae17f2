import { Badge } from "@chakra-ui/react";
import type { BasketStatus, UserBasketStatus } from "@/lib/domain/enums";
import { tradeboxStatusDisplay } from "@/lib/status/tradebox-status-display";

interface Props {
  status: UserBasketStatus;
  analystStatus: BasketStatus;
  hasRejectedLegs?: boolean;
}

/** A basket's spec §4 label in its status colour (lib/status). */
export function BasketStatusBadge({ status, analystStatus, hasRejectedLegs }: Props) {
  const display = tradeboxStatusDisplay({ userStatus: status, analystStatus, hasRejectedLegs });
  return (
    <Badge
      variant="outline"
      rounded="full"
      px="2.5"
      color={display.color}
      borderColor={display.color}
      boxShadow="none"
      borderWidth="1px"
      data-testid="basket-status"
    >
      {display.statusText}
    </Badge>
  );
}
