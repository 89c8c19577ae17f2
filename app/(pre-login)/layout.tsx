import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/footer/site-footer";
import { MEGA_MENU_GROUPS } from "@/lib/explore/category-menus";
import { PostLoginShell } from "@/components/layout/post-login/post-login-shell";
import { shellAccountFrom } from "@/components/layout/post-login/shell-account";
import { PreLoginShell } from "@/components/layout/pre-login/pre-login-shell";
import { readSession } from "@/components/session/read-session";

/** Public pages: a signed-in trader browsing explore keeps the logged-in navigation. */
export default async function PreLoginLayout({ children }: { children: ReactNode }) {
  const session = await readSession();
  if (!session) return <PreLoginShell>{children}</PreLoginShell>;
  const account = shellAccountFrom(session);
  return (
    <PostLoginShell
      account={account}
      megaMenu={MEGA_MENU_GROUPS}
      footer={<SiteFooter brokerName={account.brokerLegalName} />}
    >
      {children}
    </PostLoginShell>
  );
}
