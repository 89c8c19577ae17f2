"use client";

import { Box, Button, Skeleton, Stack } from "@chakra-ui/react";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { OrderProgress } from "@/components/positions/order-progress";
import { QueryError } from "@/components/positions/query-error";
import { routePath } from "@/lib/routing/routes";
import { newIdempotencyKey } from "@/lib/track/idempotency-key";
import { placeBlockers } from "@/lib/track/place-order";
import { AlreadyFollowing } from "./already-following";
import { ConfirmOrderModal, type OrderToConfirm } from "./confirm-order-modal";
import { LotsStepper } from "./lots-stepper";
import { MarginPanel } from "./margin-panel";
import { OrderLegs } from "./order-legs";
import { PlaceBlockers } from "./place-blockers";
import { PlaceOrderHeader } from "./place-order-header";
import { TradeboxHeading } from "./tradebox-heading";
import { useOrderQuote } from "./use-order-quote";

interface Props {
  /** The route's segment: the tradebox's strategy id (or slug). */
  strategyId: string;
  broker: string | null;
}

/** /dashboard/{strategy_id} 'Place Order': lots, legs at live prices, margin and fee, confirm. */
export function PlaceOrderView({ strategyId, broker }: Props) {
  const router = useRouter();
  const [lots, setLots] = useState(1);
  const [confirming, setConfirming] = useState<OrderToConfirm | null>(null);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const quote = useOrderQuote(strategyId, broker, lots);
  const {
    profile,
    template,
    tradebox,
    prices,
    legs,
    required,
    margin,
    fee,
    windowOpen,
    following,
  } = quote;
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
        {following ? <AlreadyFollowing basketId={following.id} /> : null}
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
