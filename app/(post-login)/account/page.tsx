import { AccountOverview } from "@/components/account/account-overview";
import { AccountPage } from "@/components/account/account-page";
import { routeMetadata } from "@/components/layout/route-metadata";
import { shellAccountFrom } from "@/components/layout/post-login/shell-account";
import { readSession } from "@/components/session/read-session";
import { readWebviewOnServer } from "@/components/session/read-webview";

export const metadata = routeMetadata("account");

export default async function AccountRoute() {
  // proxy.ts lets only a valid session reach this page.
  const session = await readSession();
  if (!session) return null;
  return (
    <AccountPage route="account">
      <AccountOverview account={shellAccountFrom(session)} webview={await readWebviewOnServer()} />
    </AccountPage>
  );
}
