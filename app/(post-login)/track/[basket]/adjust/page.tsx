import { AdjustView } from "@/components/adjust/adjust-view";
import { routeMetadata } from "@/components/layout/route-metadata";
import { readSession } from "@/components/session/read-session";
import { ChakraScope } from "@/components/ui/provider";

export const metadata = routeMetadata("adjust");

export default async function AdjustPage({ params }: { params: Promise<{ basket: string }> }) {
  const [{ basket }, session] = await Promise.all([params, readSession()]);
  return (
    <ChakraScope>
      <AdjustView basketId={basket} broker={session?.broker ?? null} />
    </ChakraScope>
  );
}
