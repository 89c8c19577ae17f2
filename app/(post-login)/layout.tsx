import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/footer/site-footer";
import { MEGA_MENU_GROUPS } from "@/lib/explore/category-menus";
import { PostLoginShell } from "@/components/layout/post-login/post-login-shell";
import { shellAccountFrom } from "@/components/layout/post-login/shell-account";
import { readSession } from "@/components/session/read-session";

/** Protected pages (proxy.ts has already sent logged-out visitors to /login). */
export default async function PostLoginLayout({ children }: { children: ReactNode }) {
  const session = await readSession();
  const account = session ? shellAccountFrom(session) : null;
  return (
    <PostLoginShell
      account={account}
      megaMenu={MEGA_MENU_GROUPS}
      footer={<SiteFooter brokerName={account?.brokerLegalName} />}
    >
      {children}
    </PostLoginShell>
  );
}
