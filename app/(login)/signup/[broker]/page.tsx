import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";
import { brokerByCode, type BrokerRecord } from "@/lib/brokers";
import { matchRoute, routePath } from "@/lib/routing/routes";

interface Props {
  params: Promise<{ broker: string }>;
}

/** `{broker}` takes broker codes only; anything else is not a page (and gets the 404 title). */
async function signupBroker({ params }: Props): Promise<BrokerRecord> {
  const { broker: code } = await params;
  const broker = matchRoute(routePath("signup", { broker: code })) ? brokerByCode(code) : undefined;
  if (!broker) notFound();
  return broker;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  await signupBroker(props);
  return routeMetadata("signup");
}

export default async function SignupPage(props: Props) {
  const broker = await signupBroker(props);
  return (
    <RouteHeading route="signup">
      Open an account with {broker.name} using your mobile number to start following tradeboxes.
    </RouteHeading>
  );
}
