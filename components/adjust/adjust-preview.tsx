"use client";

import { Alert, Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adjustBasket } from "@/api-clients/bridge/basket-orders";
import { ApiStatusError } from "@/api-clients/errors";
import { basketKeys, basketQueries } from "@/api-clients/user-strategy/baskets";
import { PlaceBlockers } from "@/components/place-order/place-blockers";
import { useOrderWindow } from "@/components/place-order/use-order-window";
import { OrderProgress } from "@/components/positions/order-progress";
import { QueryError } from "@/components/positions/query-error";
import { QUIET_ERRORS } from "@/components/providers/query-client";
import { ValueRow } from "@/components/positions/value-row";
import { useAvailableMargin } from "@/components/positions/use-active-tradeboxes";
import { readSessionToken, useSessionToken } from "@/components/session/client-session-token";
import { brokerByCode } from "@/lib/brokers";
import { formatRupees } from "@/lib/money/format-rupees";
import { paise } from "@/lib/money/paise";
import { feePerOrderWithGst } from "@/lib/money/tradebox-fees";
import { adjustmentSummary } from "@/lib/track/adjustment";
import { AdjustmentLegs } from "./adjustment-legs";

interface Props {
  basketId: string;
  broker: string | null;
  /** Called once the adjusted basket is back to TRACKING. */
  onDone: () => void;
}

/**
 * The analyst's adjustment for this basket (GET /basket/adjustment): the orders it sends and the
 * margin change; confirming sends them and follows the basket from ADJUSTING back to TRACKING.
 */
export function AdjustPreview({ basketId, broker, onDone }: Props) {
  const token = useSessionToken();
  const client = useQueryClient();
  const [sent, setSent] = useState(false);
  const adjust = useMutation({
    mutationFn: () => adjustBasket(basketId, { token: readSessionToken() }),
    onSuccess: () => {
      setSent(true);
      void client.invalidateQueries({ queryKey: basketKeys.details(basketId) });
    },
  });
  // Once sent, the preview is spent: the server answers 409 (nothing waiting) from then on. The
  // basket's news can arrive before the answer to the send, and would refetch it: so it is not
  // fetched while the send is on its way, and shows its own errors (409 as the note below).
  const preview = useQuery({
    ...basketQueries.adjustment(basketId, token),
    enabled: token !== undefined && !sent && !adjust.isPending,
    meta: QUIET_ERRORS,
  });
  const available = useAvailableMargin();
  const windowOpen = useOrderWindow(broker);

  if (sent) {
    return (
      <OrderProgress
        basketId={basketId}
        goal="TRACKING"
        workingTitle="Adjusting your positions"
        doneTitle="Adjustment applied"
        onDone={onDone}
      />
    );
  }
  if (preview.isError) {
    if (preview.error instanceof ApiStatusError && preview.error.status === 409) {
      return (
        <Alert.Root status="info" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>No adjustment is waiting for this tradebox.</Alert.Description>
        </Alert.Root>
      );
    }
    return <QueryError error={preview.error} onRetry={() => preview.refetch()} />;
  }
  if (!preview.data) return <Skeleton h="72" rounded="xl" />;

  const summary = adjustmentSummary(preview.data);
  const fee = feePerOrderWithGst(brokerByCode(broker ?? "")?.tradeboxFees ?? 0);
  const short =
    available.data !== undefined &&
    summary.marginChange > 0 &&
    summary.marginChange > available.data;
  const closing = summary.enterLegs.length === 0 && summary.exitLegs.length > 0;
  const unchanged = summary.enterLegs.length === 0 && summary.exitLegs.length === 0;
  return (
    <Stack gap="4" data-testid="adjust-preview">
      <Text color="fg.muted">
        {unchanged
          ? "The analyst's new basket matches what you hold. Confirming records it; no order is sent."
          : closing
            ? "The analyst has closed this tradebox. Confirming squares off every open leg."
            : "The analyst has changed the legs of this tradebox. Confirming sends these orders to your broker, exits first."}
      </Text>
      <AdjustmentLegs title="Legs to exit" legs={summary.exitLegs} testId="exit-legs" />
      <AdjustmentLegs title="Legs to enter" legs={summary.enterLegs} testId="enter-legs" />
      <Stack gap="2" p="4" rounded="xl" borderWidth="1px" bg="bg.surface" fontSize="sm">
        <ValueRow label="Margin now">{formatRupees(summary.currentMargin)}</ValueRow>
        <ValueRow label="Margin after">{formatRupees(summary.newMargin)}</ValueRow>
        <ValueRow label={summary.marginChange > 0 ? "Extra margin needed" : "Margin released"}>
          <span data-testid="margin-change">
            {formatRupees(paise(Math.abs(summary.marginChange)))}
          </span>
        </ValueRow>
        <ValueRow label="Tradebox fee">
          {fee === 0 ? "Free" : `${formatRupees(fee)} incl. GST`}
        </ValueRow>
      </Stack>
      {short ? (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>
            The adjusted tradebox needs {formatRupees(summary.marginChange)} more margin than your
            available {formatRupees(available.data ?? summary.marginChange)}.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <PlaceBlockers blockers={windowOpen === false ? ["market-closed"] : []} />
      {adjust.isError ? (
        <Text fontSize="sm" color="red.300" role="alert">
          {adjust.error.message}
        </Text>
      ) : null}
      <Button
        size="lg"
        disabled={windowOpen !== true || short}
        loading={adjust.isPending}
        loadingText="Sending orders"
        onClick={() => !adjust.isPending && adjust.mutate()}
        data-testid="confirm-adjust"
      >
        Confirm Adjustment
      </Button>
    </Stack>
  );
}
