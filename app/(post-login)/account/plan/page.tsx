import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("accountPlan");

export default function PlanPage() {
  return (
    <RoutePlaceholder route="accountPlan">
      Your plan with your broker and the fee per tradebox order will appear here.
    </RoutePlaceholder>
  );
}
