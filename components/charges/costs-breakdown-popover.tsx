"use client";

import { Box, HStack, Popover, Stack, Text } from "@chakra-ui/react";
import { ChakraScope } from "@/components/ui/provider";
import { CHARGE_LINE_LABELS, CHARGES_NOTE, TRADEBOX_FEE_LABEL } from "@/lib/charges/charge-labels";
import { CHARGE_LINES } from "@/lib/charges/contract-note";
import { formatRupees } from "@/lib/money/format-rupees";
import { CostsFigureButton, type CostsBreakdownProps } from "./costs-figure-button";

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
 * The breakdown by charge of a costs figure: each line of the contract notes, the Tradebox fee,
 * and the total; open as it mounts (CostsBreakdown mounts it on the figure's first press). Not
 * portalled, so it also works inside a dialog. Loaded lazily, it brings its own ChakraScope: the
 * pages it is on draw their first screen without Chakra.
 */
export function CostsBreakdownPopover({ costs, label, testId }: CostsBreakdownProps) {
  const total = formatRupees(costs.total);
  return (
    <ChakraScope>
      <Popover.Root
        positioning={{ placement: "bottom-start", strategy: "fixed" }}
        defaultOpen
        lazyMount
      >
        <Popover.Trigger asChild>
          <CostsFigureButton costs={costs} label={label} testId={testId} />
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
    </ChakraScope>
  );
}
