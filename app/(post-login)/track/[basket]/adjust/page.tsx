import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("adjust");

export default async function AdjustPage({ params }: { params: Promise<{ basket: string }> }) {
  const { basket } = await params;
  return (
    <RoutePlaceholder route="adjust">
      The legs to exit and to enter for the analyst&apos;s adjustment of tradebox {basket} will
      appear here.
    </RoutePlaceholder>
  );
}
