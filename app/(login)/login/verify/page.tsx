import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("loginVerify");

export default function LoginVerifyPage() {
  return <RouteHeading route="loginVerify">Checking your login with your broker.</RouteHeading>;
}
