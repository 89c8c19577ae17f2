import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("accountRegulatory");

export default function RegulatoryPage() {
  return (
    <RoutePlaceholder route="accountRegulatory">
      The research analyst&apos;s regulatory disclosures will appear here.
    </RoutePlaceholder>
  );
}
