"use client";

import { useRouter } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { StandaloneHeader } from "@/components/positions/standalone-header";
import { routeById, routePath } from "@/lib/routing/routes";
import { AdjustPreview } from "./adjust-preview";

/** /track/{basket}/adjust: the adjustment to review and confirm (phones; no app navigation). */
export function AdjustView({ basketId, broker }: { basketId: string; broker: string | null }) {
  const router = useRouter();
  const trackHref = routePath("trackBasket", { basket: basketId });
  return (
    <>
      <StandaloneHeader title={routeById("adjust").title} fallbackHref={trackHref} />
      <PageContainer py="4" maxW="xl">
        <AdjustPreview
          basketId={basketId}
          broker={broker}
          onDone={() => router.replace(trackHref)}
        />
      </PageContainer>
    </>
  );
}
