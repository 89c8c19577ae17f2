"use client";

import { Alert, Box, Button, Skeleton, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { tradeboxTemplateQuery } from "@/api-clients/user-strategy/tradebox-template";
import { PageContainer } from "@/components/layout/page-container";
import { OrderProgress } from "@/components/positions/order-progress";
import { QueryError } from "@/components/positions/query-error";
import {
  useActiveTradeboxes,
  useAvailableMargin,
} from "@/components/positions/use-active-tradeboxes";
import { useLivePrices } from "@/components/positions/use-live-prices";
import { useSessionToken } from "@/components/session/client-session-token";
import { brokerByCode } from "@/lib/brokers";
import { feePerOrderWithGst } from "@/lib/money/tradebox-fees";
import { routePath } from "@/lib/routing/routes";
import { newIdempotencyKey } from "@/lib/track/idempotency-key";
import { marginCheck, orderLegs, placeBlockers, requiredMarginFor } from "@/lib/track/place-order";
import { ConfirmOrderModal, type OrderToConfirm } from "./confirm-order-modal";
import { LotsStepper } from "./lots-stepper";
import { MarginPanel } from "./margin-panel";
import { OrderLegs } from "./order-legs";
import { PlaceBlockers } from "./place-blockers";
import { PlaceOrderHeader } from "./place-order-header";
import { TradeboxHeading } from "./tradebox-heading";
import { useOrderWindow } from "./use-order-window";

interface Props {
  /** The route's segment: the tradebox's strategy id (or slug). */
  strategyId: string;
  broker: string | null;
}

/** /dashboard/{strategy_id} 'Place Order': lots, legs at live prices, margin and fee, confirm. */
export function PlaceOrderView({ strategyId, broker }: Props) {
  const router = useRouter();
  const token = useSessionToken();
  const profile = useQuery({
    ...tradeboxTemplateQuery(strategyId, token),
    enabled: token !== undefined,
  });
  const available = useAvailableMargin();
  const active = useActiveTradeboxes();
  const windowOpen = useOrderWindow(broker);
  const [lots, setLots] = useState(1);
  const [confirming, setConfirming] = useState<OrderToConfirm | null>(null);
  const [placedId, setPlacedId] = useState<string | null>(null);

  const template = profile.data?.template;
  const tradebox = profile.data?.tradebox;
  const prices = useLivePrices([
    tradebox?.underlying_token,
    ...(template?.signals.map((signal) => signal.instrument_token) ?? []),
  ]).prices;
  const legs = useMemo(() => (template ? orderLegs(template, lots) : []), [template, lots]);
  const fee = feePerOrderWithGst(brokerByCode(broker ?? "")?.tradeboxFees ?? 0);
  const required = template ? requiredMarginFor(template.margin_required, lots) : null;
  const margin =
    required !== null && available.data !== undefined
      ? marginCheck(required, available.data)
      : null;
  const following = tradebox
    ? active.data?.find((basket) => basket.strategy_id === tradebox.id)
    : undefined;
  const toTrack = useCallback(
    () => placedId && router.replace(routePath("trackBasket", { basket: placedId })),
    [placedId, router],
  );

  const body = (() => {
    if (profile.isError)
      return <QueryError error={profile.error} onRetry={() => profile.refetch()} />;
    if (!template || !tradebox || required === null) return <Skeleton h="96" rounded="xl" />;
    if (placedId) {
      return (
        <OrderProgress
          basketId={placedId}
          goal="TRACKING"
          workingTitle="Placing your orders"
          doneTitle="All legs placed: opening Track"
          onDone={toTrack}
        />
      );
    }
    const blockers = placeBlockers({
      analystStatus: template.status,
      orderWindowOpen: windowOpen ?? true,
      margin,
    });
    const ready = windowOpen !== null && margin !== null && blockers.length === 0 && !following;
    return (
      <Stack gap="4">
        <TradeboxHeading tradebox={tradebox} prices={prices} />
        {following ? (
          <Alert.Root status="info" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>You already follow this tradebox</Alert.Title>
              <Alert.Description>Track it, or exit it before placing it again.</Alert.Description>
            </Alert.Content>
            <Button asChild size="sm" variant="outline">
              <NextLink href={routePath("trackBasket", { basket: following.id })}>Track</NextLink>
            </Button>
          </Alert.Root>
        ) : null}
        <LotsStepper lots={lots} onChange={setLots} />
        <OrderLegs legs={legs} prices={prices} />
        <MarginPanel margin={margin} required={required} fee={fee} broker={broker} />
        <PlaceBlockers blockers={blockers} />
        <Box position="sticky" bottom="0" py="3" bg="bg" mt="auto">
          <Button
            w="full"
            size="lg"
            disabled={!ready}
            onClick={() =>
              setConfirming({
                strategyId: tradebox.id,
                name: tradebox.name,
                lots,
                legs: legs.length,
                required,
                fee,
                idempotencyKey: newIdempotencyKey(),
              })
            }
          >
            Place Order
          </Button>
        </Box>
      </Stack>
    );
  })();

  return (
    <>
      <PlaceOrderHeader strategyId={tradebox?.id ?? strategyId} />
      <PageContainer py="4" maxW="xl">
        {body}
      </PageContainer>
      {/* Mounted only while confirming: the modal reads the breakpoint, which needs a window. */}
      {confirming ? (
        <ConfirmOrderModal
          order={confirming}
          onClose={() => setConfirming(null)}
          onPlaced={(basketId) => {
            setConfirming(null);
            setPlacedId(basketId);
          }}
        />
      ) : null}
    </>
  );
}
