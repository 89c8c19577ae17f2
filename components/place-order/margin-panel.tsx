"use client";

import { Alert, Skeleton, Stack, Text } from "@chakra-ui/react";
import { CostsBreakdown } from "@/components/charges/costs-breakdown";
import { AddFundsLink } from "@/components/positions/add-funds-link";
import { ValueRow } from "@/components/positions/value-row";
import { SandboxNote } from "@/components/brokers/sandbox-badge";
import { useSandboxSession } from "@/components/session/use-session-claims";
import { brokerByCode } from "@/lib/brokers";
import { brokerNameShown } from "@/lib/sandbox";
import { marketProtectionNote } from "@/lib/market/market-protection";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Costs } from "@/lib/charges/costs";
import type { Paise } from "@/lib/money/paise";
import type { HedgeBenefit, MarginCheck } from "@/lib/track/place-order";

interface Props {
  margin: MarginCheck | null;
  required: Paise;
  /** The required margin is our estimate (the broker has no basket margin call). */
  estimated?: boolean;
  /** A hedged basket: what its sold legs alone would block, and what the bought legs save. */
  hedge?: HedgeBenefit | null;
  fee: Paise;
  /** The estimated charges to enter and to exit at today's prices. */
  charges: { enter: Costs; exit: Costs } | null;
  broker: string | null;
}

/**
 * Required margin against the funds, the fee, the charges to enter and exit, and a plain
 * shortfall warning when short.
 */
export function MarginPanel({
  margin,
  required,
  estimated = false,
  hedge = null,
  fee,
  charges,
  broker,
}: Props) {
  const record = broker ? brokerByCode(broker) : undefined;
  const protection = record ? marketProtectionNote(record) : null;
  const sandbox = useSandboxSession();
  const brokerName = record ? brokerNameShown(record.nickname, sandbox) : "your broker";
  return (
    <Stack gap="3" p="4" rounded="xl" borderWidth="1px" bg="bg.surface">
      <SandboxNote sandbox={sandbox} brokerName={record?.name ?? "Your broker"} />
      <ValueRow label={estimated ? "Required margin (estimate)" : "Required margin"} strong>
        <span data-testid="required-margin">{formatRupees(required)}</span>
      </ValueRow>
      {hedge ? (
        <>
          <ValueRow label="Sold legs alone">
            <span data-testid="sold-legs-margin">{formatRupees(hedge.soldLegsAlone)}</span>
          </ValueRow>
          <Text textStyle="sm" color="fg.muted" data-testid="hedge-saving">
            The bought legs hedge the sold ones: {formatRupees(hedge.saving)} less margin than
            selling alone.
          </Text>
        </>
      ) : null}
      <ValueRow label="Available margin">
        {margin ? (
          <span data-testid="order-available-margin">{formatRupees(margin.available)}</span>
        ) : (
          <Skeleton h="5" w="24" />
        )}
      </ValueRow>
      <ValueRow label="Tradebox fee">
        <span data-testid="order-fee">
          {fee === 0 ? `Free with ${brokerName}` : `${formatRupees(fee)} incl. GST`}
        </span>
      </ValueRow>
      {charges ? (
        <>
          <ValueRow label="Charges to enter (estimate)">
            <CostsBreakdown
              costs={charges.enter}
              label="Charges to enter"
              testId="charges-to-enter"
            />
          </ValueRow>
          <ValueRow label="Charges to exit (estimate)">
            <CostsBreakdown costs={charges.exit} label="Charges to exit" testId="charges-to-exit" />
          </ValueRow>
        </>
      ) : null}
      {protection ? (
        <Text textStyle="sm" color="fg.muted" data-testid="market-protection">
          {protection}
        </Text>
      ) : null}
      {margin && !margin.sufficient ? (
        <Alert.Root status="error" rounded="lg" data-testid="margin-shortfall">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not enough margin</Alert.Title>
            <Alert.Description>
              Add {formatRupees(margin.shortfall)} to your broker account, or place fewer lots.{" "}
              <AddFundsLink broker={broker} inline />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
