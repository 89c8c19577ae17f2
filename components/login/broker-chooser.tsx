"use client";

import { HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { TextButton } from "@/components/ui/text-button";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { BrokerRecord } from "@/lib/brokers";
import { LOGIN_CHOOSER_TEXT, loginChoices, loginWithLabel } from "@/lib/login/login-choices";
import { TEST_BROKER_LOGIN } from "@/lib/login/test-broker-login";
import { BrokerGrid } from "./broker-grid";
import { BrokerTile } from "./broker-tile";
import { TestBrokerEntry } from "./test-broker-entry";
import { useHandOff } from "./use-hand-off";
import { useLoginBrokers } from "./use-login-brokers";

interface BrokerChooserProps {
  /** The broker a `broker` cookie locks login to: shown alone. */
  locked: BrokerRecord | null;
  /** Where to come back to after login; by default the page's redirectUrl or the page itself. */
  redirect?: string | null;
  /** Shows 'Open a New Account' for visitors without a broker account. */
  onOpenAccount?: () => void;
}

/** Spec §2 screen 1, the body of the login popup and of /login (the title is the caller's). */
export function BrokerChooser({ locked, redirect, onOpenAccount }: BrokerChooserProps) {
  const { pending, start } = useHandOff(redirect);
  const { brokers, testBroker } = loginChoices(locked, TEST_BROKER_LOGIN);
  const { unavailable, sandboxes } = useLoginBrokers();
  // Each choice is script only: chosen before the page has hydrated it would do nothing.
  const busy = useHydrated() ? pending !== null : true;
  // A broker this server cannot log in with says why, where the hand-off would have gone nowhere.
  const [notice, setNotice] = useState<string | null>(null);
  const choose = (broker: BrokerRecord) => {
    const reason = unavailable.get(broker.broker);
    setNotice(reason ?? null);
    if (!reason) start(broker);
  };
  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        {LOGIN_CHOOSER_TEXT}
      </Text>
      {locked ? (
        <BrokerTile
          broker={locked}
          label={loginWithLabel(locked)}
          redirecting={pending === locked.broker}
          unavailable={unavailable.has(locked.broker)}
          sandbox={sandboxes.has(locked.broker)}
          disabled={busy}
          onClick={() => choose(locked)}
        />
      ) : (
        <BrokerGrid
          brokers={brokers}
          pending={pending}
          disabled={busy}
          unavailable={unavailable}
          sandboxes={sandboxes}
          onChoose={choose}
        />
      )}
      {notice ? (
        <Text role="status" fontSize="sm" color="fg.muted" textAlign="center">
          {notice}
        </Text>
      ) : null}
      {testBroker ? (
        <Stack gap="3">
          <HStack gap="3" color="fg.subtle" fontSize="xs">
            <Separator flex="1" />
            <Text as="span">or try it without a broker</Text>
            <Separator flex="1" />
          </HStack>
          <TestBrokerEntry
            broker={testBroker}
            redirecting={pending === testBroker.broker}
            disabled={busy}
            onChoose={start}
          />
        </Stack>
      ) : null}
      {onOpenAccount ? (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Don&apos;t have a broker account?{" "}
          <TextButton onClick={onOpenAccount}>Open a New Account</TextButton>
        </Text>
      ) : null}
    </Stack>
  );
}
