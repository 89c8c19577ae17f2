import { notFound } from "next/navigation";
import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";
import { brokerByCode } from "@/lib/brokers";
import { matchRoute, routePath } from "@/lib/routing/routes";

export const metadata = routeMetadata("signup");

export default async function SignupPage({ params }: { params: Promise<{ broker: string }> }) {
  const { broker: code } = await params;
  // `{broker}` takes broker codes only; anything else is not a page.
  const broker = matchRoute(routePath("signup", { broker: code })) ? brokerByCode(code) : undefined;
  if (!broker) notFound();
  return (
    <RouteHeading route="signup">
      Open a {broker.name} account with your mobile number to start following tradeboxes.
    </RouteHeading>
  );
}
