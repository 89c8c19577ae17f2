import { AccountPage } from "@/components/account/account-page";
import { RegulatoryDisclosure } from "@/components/account/regulatory-disclosure";
import { routeMetadata } from "@/components/layout/route-metadata";
import { readSession } from "@/components/session/read-session";
import { brokerByCode } from "@/lib/brokers";

export const metadata = routeMetadata("accountRegulatory");

export default async function RegulatoryRoute() {
  const session = await readSession();
  const broker = session ? brokerByCode(session.broker) : undefined;
  return (
    <AccountPage route="accountRegulatory">
      <RegulatoryDisclosure brokerName={broker?.legalName} />
    </AccountPage>
  );
}
