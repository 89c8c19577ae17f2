import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("history");

export default function HistoryPage() {
  return (
    <RoutePlaceholder route="history">
      Your closed tradeboxes and their results will appear here.
    </RoutePlaceholder>
  );
}
