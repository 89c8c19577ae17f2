"use client";

import { Button, HStack, Image, Spinner, Stack, Text } from "@chakra-ui/react";
import type { BrokerRecord } from "@/lib/brokers";
import { TEST_BROKER_ENTRY_LABEL } from "@/lib/login/login-choices";
import { LOGIN_CHOICE_STYLE } from "./broker-tile";

interface TestBrokerEntryProps {
  broker: BrokerRecord;
  redirecting: boolean;
  disabled: boolean;
  onChoose: (broker: BrokerRecord) => void;
}

/**
 * The test broker, on builds configured for paper trading (docs/login.md): apart from the
 * broker grid, which never lists it (spec §3), and plainly labelled as not a real broker.
 */
export function TestBrokerEntry({ broker, redirecting, disabled, onChoose }: TestBrokerEntryProps) {
  return (
    <Button
      {...LOGIN_CHOICE_STYLE}
      py="3"
      px="4"
      justifyContent="start"
      borderStyle="dashed"
      borderColor="border.emphasized"
      textAlign="start"
      aria-busy={redirecting}
      disabled={disabled}
      onClick={() => onChoose(broker)}
    >
      <HStack gap="3" w="full">
        {redirecting ? (
          <Spinner color="accent" boxSize="9" />
        ) : (
          <Image src={broker.logoURL} alt="" boxSize="9" rounded="lg" />
        )}
        <Stack gap="0.5">
          <Text as="span" fontSize="sm" fontWeight="semibold">
            {redirecting ? "Redirecting…" : TEST_BROKER_ENTRY_LABEL}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
            Practise with virtual money on a simulated market. No broker account needed.
          </Text>
        </Stack>
      </HStack>
    </Button>
  );
}
