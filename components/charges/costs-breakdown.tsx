"use client";

import { Box, Button, HStack, Popover, Stack, Text } from "@chakra-ui/react";
import { CHARGE_LINE_LABELS, CHARGES_NOTE, TRADEBOX_FEE_LABEL } from "@/lib/charges/charge-labels";
import { CHARGE_LINES } from "@/lib/charges/contract-note";
import type { Costs } from "@/lib/charges/costs";
import { formatRupees } from "@/lib/money/format-rupees";

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" gap="6" fontWeight={strong ? "semibold" : "normal"}>
      <Text as="span" color={strong ? "fg" : "fg.muted"}>
        {label}
      </Text>
      <Text as="span" fontVariantNumeric="tabular-nums">
        {amount}
      </Text>
    </HStack>
  );
}

/**
 * A costs figure that opens its breakdown by charge: each line of the contract notes, the
 * Tradebox fee, and the total. Not portalled, so it also works inside a dialog.
 */
export function CostsBreakdown({
  costs,
  label,
  testId,
}: {
  costs: Costs;
  /** What the figure is, for the button's accessible name ("Charges", "Charges to enter"). */
  label: string;
  testId: string;
}) {
  const total = formatRupees(costs.total);
  return (
    <Popover.Root positioning={{ placement: "bottom-start", strategy: "fixed" }} lazyMount>
      <Popover.Trigger asChild>
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          fontSize="inherit"
          fontWeight="inherit"
          textDecoration="underline dotted"
          textUnderlineOffset="3px"
          aria-label={`${label}: ${total}, show the breakdown`}
          data-testid={testId}
        >
          {total}
        </Button>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content
          maxW="20rem"
          textAlign="start"
          fontSize="sm"
          fontWeight="normal"
          data-testid={`${testId}-breakdown`}
        >
          <Popover.Arrow />
          <Popover.Body>
            <Stack gap="1.5" fontSize="sm">
              <Text fontWeight="semibold">{label}</Text>
              {costs.charges ? (
                CHARGE_LINES.map((line) => (
                  <Line
                    key={line}
                    label={CHARGE_LINE_LABELS[line]}
                    amount={formatRupees(costs.charges![line])}
                  />
                ))
              ) : (
                <Text color="fg.muted">Brokerage and statutory charges are not known yet.</Text>
              )}
              {costs.tradeboxFees > 0 ? (
                <Line label={TRADEBOX_FEE_LABEL} amount={formatRupees(costs.tradeboxFees)} />
              ) : null}
              <Box borderTopWidth="1px" pt="1.5">
                <Line label="Total" amount={total} strong />
              </Box>
              <Text fontSize="xs" color="fg.subtle">
                {CHARGES_NOTE}
              </Text>
            </Stack>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
