import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("accountTradebox");

export default function ManageTradeboxPage() {
  return (
    <RoutePlaceholder route="accountTradebox">
      The tradeboxes you follow and their settings will appear here.
    </RoutePlaceholder>
  );
}
