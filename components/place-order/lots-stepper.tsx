"use client";

import { HStack, IconButton, Input, Text } from "@chakra-ui/react";
import { Minus, Plus } from "lucide-react";
import { clampLots, MAX_LOTS, MIN_LOTS } from "@/lib/track/place-order";

interface Props {
  lots: number;
  onChange: (lots: number) => void;
  disabled?: boolean;
}

/** Number of lots: − and + with the count between, also typed; kept within 1…50. */
export function LotsStepper({ lots, onChange, disabled }: Props) {
  return (
    <HStack justify="space-between" p="3" rounded="xl" borderWidth="1px">
      <Text id="lots-label" fontWeight="medium">
        Number of lots
      </Text>
      <HStack gap="1" role="group" aria-labelledby="lots-label">
        <IconButton
          aria-label="One lot fewer"
          variant="outline"
          size="sm"
          disabled={disabled || lots <= MIN_LOTS}
          onClick={() => onChange(clampLots(lots - 1))}
        >
          <Minus />
        </IconButton>
        <Input
          aria-label="Lots"
          inputMode="numeric"
          value={lots}
          disabled={disabled}
          onChange={(event) => onChange(clampLots(Number(event.target.value)))}
          w="14"
          size="sm"
          textAlign="center"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
        />
        <IconButton
          aria-label="One lot more"
          variant="outline"
          size="sm"
          disabled={disabled || lots >= MAX_LOTS}
          onClick={() => onChange(clampLots(lots + 1))}
        >
          <Plus />
        </IconButton>
      </HStack>
    </HStack>
  );
}
