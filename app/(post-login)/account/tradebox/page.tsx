import { AccountPage } from "@/components/account/account-page";
import { ManageTradebox } from "@/components/account/manage-tradebox";
import { routeMetadata } from "@/components/layout/route-metadata";

export const metadata = routeMetadata("accountTradebox");

export default function ManageTradeboxRoute() {
  return (
    <AccountPage route="accountTradebox">
      <ManageTradebox />
    </AccountPage>
  );
}
