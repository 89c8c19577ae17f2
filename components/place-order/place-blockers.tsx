import { Alert, Stack } from "@chakra-ui/react";
import { ORDER_WINDOW, nextMarketOpen } from "@/lib/market/market-hours";
import type { PlaceBlocker } from "@/lib/track/place-order";
import { formatIndiaDateTime } from "@/lib/track/format";

/** Why the order cannot go now, other than margin (the margin panel says that one). */
export function PlaceBlockers({ blockers }: { blockers: readonly PlaceBlocker[] }) {
  const shown = blockers.filter((blocker) => blocker !== "insufficient-margin");
  if (shown.length === 0) return null;
  return (
    <Stack gap="2">
      {shown.includes("tradebox-not-open") ? (
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not open for new orders</Alert.Title>
            <Alert.Description>
              The analyst is not taking new traders into this tradebox right now.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {shown.includes("market-closed") ? (
        <Alert.Root status="info" rounded="lg" data-testid="market-closed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Market closed for orders</Alert.Title>
            <Alert.Description>
              Orders are taken {ORDER_WINDOW.open}–{ORDER_WINDOW.close} IST on trading days. Next
              opening: {formatIndiaDateTime(nextMarketOpen(new Date()).toISOString())}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
