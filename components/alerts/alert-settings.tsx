"use client";

import { Separator, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ALERT_KIND_TEXT, ALERT_KINDS } from "@/lib/alerts/alert-kinds";
import { useAlerts } from "./use-alerts";

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      display="flex"
      justifyContent="space-between"
      alignItems="start"
      gap="4"
      data-testid={testId}
    >
      <Stack gap="0.5">
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
        {hint ? (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Stack>
      <Switch.HiddenInput />
      <Switch.Control flexShrink="0">
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

/**
 * Account → Alerts: alerts on this device (Web Push), and which kinds the trader wants on every
 * device they turned them on.
 */
export function AlertSettings() {
  const alerts = useAlerts();
  if (!alerts.available) {
    return (
      <Text color="fg.muted">
        This browser cannot show alerts. Install Strikeline or open it in Chrome, Edge, Firefox or
        Safari to get them.
      </Text>
    );
  }
  if (alerts.loadFailed) return <Text color="red.300">Alerts could not be loaded. Try again.</Text>;
  const { state } = alerts;
  if (!state) return <Skeleton h="40" rounded="lg" />;
  return (
    <Stack gap="4" data-testid="alert-settings">
      <Toggle
        label="Alerts on this device"
        hint={
          alerts.permission === "denied"
            ? "Notifications are blocked for this site: allow them in the browser's settings."
            : "Tap an alert to open the tradebox on Track."
        }
        checked={alerts.on}
        disabled={alerts.busy || alerts.permission === "denied"}
        onChange={(on) => (on ? alerts.turnOn() : alerts.turnOff())}
        testId="device-alerts"
      />
      {alerts.error ? (
        <Text fontSize="sm" color="red.300" role="alert">
          {alerts.error.message}
        </Text>
      ) : null}
      <Separator />
      <Text fontSize="sm" color="fg.muted">
        Alert me when, on every device with alerts on:
      </Text>
      {ALERT_KINDS.map((kind) => (
        <Toggle
          key={kind}
          label={ALERT_KIND_TEXT[kind].setting}
          hint={`'${ALERT_KIND_TEXT[kind].title}'`}
          checked={state.settings[kind]}
          disabled={alerts.settingKind === kind}
          onChange={(on) => alerts.setKind(kind, on)}
          testId={`alert-kind-${kind}`}
        />
      ))}
    </Stack>
  );
}
