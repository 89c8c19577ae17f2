"use client";

import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { BellRing } from "lucide-react";
import { useState } from "react";
import { useAlerts } from "./use-alerts";

const DISMISSED_KEY = "strikeline.alertsPrompt";

const wasDismissed = () =>
  typeof localStorage !== "undefined" && localStorage.getItem(DISMISSED_KEY) === "dismissed";

/**
 * The moment alerts make sense: the trader follows a tradebox and should hear of its adjustments
 * while the app is closed. Asked once, never in a broker's webview, and not once the browser has
 * an answer (allowed or blocked) or the trader said 'Not now'.
 */
export function AlertsPrompt() {
  const alerts = useAlerts();
  const [dismissed, setDismissed] = useState(wasDismissed);
  // Until the browser is asked, this device holds no push subscription: its alerts are off. So
  // the prompt shows as the page starts, not once the service worker and the trader's settings
  // have answered (seconds later on a phone, moving the page's largest paint with it); its
  // button waits for the settings, which carry the key to subscribe with.
  if (!alerts.available || dismissed || alerts.permission !== "default") return null;
  if (alerts.loadFailed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, "dismissed");
    setDismissed(true);
  };
  return (
    <Stack
      gap="3"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor="brand.700"
      bg="bg.surface"
      data-testid="alerts-prompt"
    >
      <HStack gap="3" align="start">
        <BellRing size={20} aria-hidden />
        <Stack gap="0.5">
          <Text fontWeight="semibold">Hear when your tradebox changes</Text>
          <Text fontSize="sm" color="fg.muted">
            Get an alert when the analyst adjusts it, a leg is rejected or it is fully exited, even
            with Strikeline closed.
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" justify="end">
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Not now
        </Button>
        <Button size="sm" loading={alerts.busy} disabled={!alerts.state} onClick={alerts.turnOn}>
          Turn on alerts
        </Button>
      </HStack>
    </Stack>
  );
}
