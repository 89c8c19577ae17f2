import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { SideBadge } from "@/components/positions/side-badge";
import type { AdjustmentLeg } from "@/lib/track/adjustment";
import { lotsLabel } from "@/lib/track/format";

/** One side of an adjustment (legs to exit, or to enter) as a titled list of orders. */
export function AdjustmentLegs({
  title,
  legs,
  testId,
}: {
  title: string;
  legs: readonly AdjustmentLeg[];
  testId: string;
}) {
  if (legs.length === 0) return null;
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {title}
      </Text>
      <Stack as="ul" gap="0" listStyleType="none" rounded="xl" borderWidth="1px" divideY="1px">
        {legs.map((leg) => (
          <HStack as="li" key={`${leg.token}-${leg.side}`} px="3" py="2.5" gap="3">
            <SideBadge side={leg.side} />
            <Box flex="1" minW="0">
              <Text fontWeight="medium" truncate>
                {leg.prettyName}
              </Text>
            </Box>
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink="0">
              {Number.isInteger(leg.lots) ? lotsLabel(leg.lots) : `${leg.units} qty`}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
