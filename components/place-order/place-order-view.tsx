"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { SetMobileHeader } from "@/components/layout/post-login/mobile-header-options";
import { OrderProgress } from "@/components/positions/order-progress";
import { routePath } from "@/lib/routing/routes";
import { PlaceOrderFlow } from "./place-order-flow";

interface Props {
  /** The route's segment: the tradebox's strategy id (or slug). */
  strategyId: string;
  broker: string | null;
}

/**
 * /dashboard/{strategy_id} 'Place Order', the phone's page: the flow, then each leg followed
 * until the basket tracks. Its one header is the shell's, with the profile link (spec §2).
 */
export function PlaceOrderView({ strategyId, broker }: Props) {
  const router = useRouter();
  const [placedId, setPlacedId] = useState<string | null>(null);
  return (
    <>
      <SetMobileHeader strategyId={strategyId} />
      <PageContainer py="4" maxW="xl">
        {placedId ? (
          <OrderProgress
            basketId={placedId}
            goal="TRACKING"
            workingTitle="Placing your orders"
            doneTitle="All legs placed: opening Track"
            onDone={() => router.replace(routePath("trackBasket", { basket: placedId }))}
          />
        ) : (
          <PlaceOrderFlow strategyId={strategyId} broker={broker} onPlaced={setPlacedId} />
        )}
      </PageContainer>
    </>
  );
}
