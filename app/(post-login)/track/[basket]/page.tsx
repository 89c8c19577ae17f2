import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("trackBasket");

export default async function TrackBasketPage({ params }: { params: Promise<{ basket: string }> }) {
  const { basket } = await params;
  return (
    <RoutePlaceholder route="trackBasket">
      The positions, orders and live profit and loss of tradebox {basket} will appear here.
    </RoutePlaceholder>
  );
}
