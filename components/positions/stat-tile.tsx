import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A labelled figure: the label small and muted above the value. */
export function StatTile({
  label,
  children,
  hint,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {label}
      </Text>
      <Text
        as="div"
        fontSize="md"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        overflowWrap="anywhere"
      >
        {children}
      </Text>
      {hint ? (
        <Text as="div" fontSize="xs" color="fg.subtle">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
