import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("loginInitiate");

export default function LoginInitiatePage() {
  return <RouteHeading route="loginInitiate">Taking you to your broker to log in.</RouteHeading>;
}
