import { AdjustView } from "@/components/adjust/adjust-view";
import { routeMetadata } from "@/components/layout/route-metadata";
import { readSession } from "@/components/session/read-session";

export const metadata = routeMetadata("adjust");

export default async function AdjustPage({ params }: { params: Promise<{ basket: string }> }) {
  const [{ basket }, session] = await Promise.all([params, readSession()]);
  return <AdjustView basketId={basket} broker={session?.broker ?? null} />;
}
