import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("loginTestBroker");

export default function TestBrokerLoginPage() {
  return (
    <RouteHeading route="loginTestBroker">
      Sign in to the paper-trading broker with a demo client id.
    </RouteHeading>
  );
}
