import { HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A label on the left and its figure on the right, as in a bill. */
export function ValueRow({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text
        as="div"
        fontWeight={strong ? "bold" : "semibold"}
        fontVariantNumeric="tabular-nums"
        textAlign="end"
      >
        {children}
      </Text>
    </HStack>
  );
}
