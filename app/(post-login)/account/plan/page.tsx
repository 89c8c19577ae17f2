import { AccountPage } from "@/components/account/account-page";
import { PlanCard } from "@/components/account/plan-card";
import { routeMetadata } from "@/components/layout/route-metadata";
import { readSession } from "@/components/session/read-session";
import { brokerByCode } from "@/lib/brokers";

export const metadata = routeMetadata("accountPlan");

export default async function PlanRoute() {
  const session = await readSession();
  const broker = session ? brokerByCode(session.broker) : undefined;
  if (!broker) return null;
  return (
    <AccountPage route="accountPlan">
      <PlanCard broker={broker} />
    </AccountPage>
  );
}
