import { Badge, HStack, Text } from "@chakra-ui/react";
import { SANDBOX_LABEL } from "@/lib/sandbox";

/** Marks a trader's broker that is a sandbox on this server, so nobody takes it for live. */
export function SandboxBadge({ sandbox }: { sandbox: boolean | undefined }) {
  if (!sandbox) return null;
  return (
    <Badge
      variant="subtle"
      colorPalette="orange"
      rounded="full"
      px="2.5"
      flexShrink="0"
      data-testid="sandbox-badge"
    >
      {SANDBOX_LABEL}
    </Badge>
  );
}

/** The badge with what it means, where the trader is about to trade or watches a basket. */
export function SandboxNote({ sandbox, brokerName }: { sandbox: boolean; brokerName: string }) {
  if (!sandbox) return null;
  return (
    <HStack gap="2" align="start" data-testid="sandbox-note">
      <SandboxBadge sandbox />
      <Text fontSize="xs" color="fg.muted">
        {brokerName} {SANDBOX_LABEL.toLowerCase()} on this server: no real account and no real
        money. Orders fill at the simulated market&apos;s prices.
      </Text>
    </HStack>
  );
}
