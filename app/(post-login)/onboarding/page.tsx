import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("onboarding");

export default function OnboardingPage() {
  return (
    <RoutePlaceholder route="onboarding">
      A short introduction to tradeboxes will appear here before your first order.
    </RoutePlaceholder>
  );
}
