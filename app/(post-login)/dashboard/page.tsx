import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("dashboard");

export default function DashboardPage() {
  return (
    <RoutePlaceholder route="dashboard">Your active tradeboxes will appear here.</RoutePlaceholder>
  );
}
