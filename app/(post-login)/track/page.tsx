import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("track");

export default function TrackPage() {
  return (
    <RoutePlaceholder route="track">
      Your live tradeboxes and positions with profit and loss will appear here.
    </RoutePlaceholder>
  );
}
