import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("placeOrder");

export default async function PlaceOrderPage({ params }: { params: Promise<{ basket: string }> }) {
  const { basket } = await params;
  return (
    <RoutePlaceholder route="placeOrder">
      The legs, lots and margin check for tradebox {basket} will appear here.
    </RoutePlaceholder>
  );
}
