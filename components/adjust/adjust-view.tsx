"use client";

import { useRouter } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { SetMobileHeader } from "@/components/layout/post-login/mobile-header-options";
import { routePath } from "@/lib/routing/routes";
import { AdjustPreview } from "./adjust-preview";

/**
 * /track/{basket}/adjust: the adjustment to review and confirm (phones). Its one header is the
 * shell's, whose back arrow returns to the basket.
 */
export function AdjustView({ basketId, broker }: { basketId: string; broker: string | null }) {
  const router = useRouter();
  const trackHref = routePath("trackBasket", { basket: basketId });
  return (
    <>
      <SetMobileHeader backHref={trackHref} />
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
