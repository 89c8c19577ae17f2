import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("explore");

export default function ExplorePage() {
  return (
    <RoutePlaceholder route="explore">
      Search, categories and every tradebox you can follow will appear here.
    </RoutePlaceholder>
  );
}
