import { routeMetadata } from "@/components/layout/route-metadata";
import { PlaceOrderView } from "@/components/place-order/place-order-view";
import { readSession } from "@/components/session/read-session";
import { ChakraScope } from "@/components/ui/provider";

export const metadata = routeMetadata("placeOrder");

/** Place Order: the {basket} segment is the tradebox's strategy id (the profile's 'Place'). */
export default async function PlaceOrderPage({ params }: { params: Promise<{ basket: string }> }) {
  const [{ basket }, session] = await Promise.all([params, readSession()]);
  return (
    <ChakraScope>
      <PlaceOrderView strategyId={basket} broker={session?.broker ?? null} />
    </ChakraScope>
  );
}
