import { Text, type TextProps } from "@chakra-ui/react";
import type { Paise } from "@/lib/money/paise";
import { formatPnl, pnlColor } from "@/lib/track/format";

/** A P&L figure with its sign, green for profit and red for loss. */
export function PnlText({ amount, ...props }: { amount: Paise } & TextProps) {
  return (
    <Text as="span" color={pnlColor(amount)} fontVariantNumeric="tabular-nums" {...props}>
      {formatPnl(amount)}
    </Text>
  );
}
