import { RoutePlaceholder } from "@/components/layout/route-placeholder";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("account");

export default function AccountPage() {
  return (
    <RoutePlaceholder route="account">
      Your profile, contact details, favourites and support will appear here.
    </RoutePlaceholder>
  );
}
