"use client";

import { Alert, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { brokerByCode } from "@/lib/brokers";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Paise } from "@/lib/money/paise";
import type { MarginCheck } from "@/lib/track/place-order";

function Row({
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
        fontWeight={strong ? "bold" : "medium"}
        fontVariantNumeric="tabular-nums"
        textAlign="end"
      >
        {children}
      </Text>
    </HStack>
  );
}

interface Props {
  margin: MarginCheck | null;
  required: Paise;
  fee: Paise;
  broker: string | null;
}

/** Required margin against the funds, the fee, and a plain shortfall warning when short. */
export function MarginPanel({ margin, required, fee, broker }: Props) {
  const record = broker ? brokerByCode(broker) : undefined;
  return (
    <Stack gap="3" p="4" rounded="xl" borderWidth="1px" bg="bg.surface">
      <Row label="Required margin" strong>
        <span data-testid="required-margin">{formatRupees(required)}</span>
      </Row>
      <Row label="Available margin">
        {margin ? (
          <span data-testid="order-available-margin">{formatRupees(margin.available)}</span>
        ) : (
          <Skeleton h="5" w="24" />
        )}
      </Row>
      <Row label="Tradebox fee">
        <span data-testid="order-fee">
          {fee === 0
            ? `Free with ${record?.nickname ?? "your broker"}`
            : `${formatRupees(fee)} incl. GST`}
        </span>
      </Row>
      {margin && !margin.sufficient ? (
        <Alert.Root status="error" rounded="lg" data-testid="margin-shortfall">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not enough margin</Alert.Title>
            <Alert.Description>
              Add {formatRupees(margin.shortfall)} to your broker account, or place fewer lots.
              {record?.addFundsURL ? (
                <>
                  {" "}
                  <Link
                    href={record.addFundsURL}
                    target="_blank"
                    rel="noopener noreferrer"
                    fontWeight="semibold"
                  >
                    Add Funds
                  </Link>
                </>
              ) : null}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
