"use client";

import { SimpleGrid } from "@chakra-ui/react";
import type { BrokerCode, BrokerRecord } from "@/lib/brokers";
import { BrokerTile } from "./broker-tile";

interface BrokerGridProps {
  brokers: readonly BrokerRecord[];
  /** The broker being redirected to (every tile waits meanwhile). */
  pending: BrokerCode | null;
  /** Every tile waits: a redirect is under way, or the page has not hydrated yet. */
  disabled: boolean;
  /** Brokers this server cannot log in with (their tiles say so). */
  unavailable: ReadonlyMap<BrokerCode, string>;
  /** Brokers served as sandboxes here (their tiles say so). */
  sandboxes: ReadonlySet<BrokerCode>;
  onChoose: (broker: BrokerRecord) => void;
}

/** Spec §2 screen 1: the brokers to choose from, each with its logo and nickname. */
export function BrokerGrid({
  brokers,
  pending,
  disabled,
  unavailable,
  sandboxes,
  onChoose,
}: BrokerGridProps) {
  return (
    <SimpleGrid as="ul" aria-label="Brokers" columns={3} gap="3" listStyleType="none">
      {brokers.map((broker) => (
        <li key={broker.broker}>
          <BrokerTile
            broker={broker}
            redirecting={pending === broker.broker}
            unavailable={unavailable.has(broker.broker)}
            sandbox={sandboxes.has(broker.broker)}
            disabled={disabled}
            onClick={() => onChoose(broker)}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
