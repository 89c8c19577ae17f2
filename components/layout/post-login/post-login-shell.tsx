"use client";

import { Suspense, type CSSProperties, type ReactNode } from "react";
import { PlaceOrderModalHost } from "@/components/place-order/place-order-modal-host";
import { QueryProvider } from "@/components/providers/query-provider";
import { TraderServicesSlot } from "@/components/providers/trader-services-slot";
import { useCurrentRoute } from "../use-current-route";
import { BOTTOM_NAV_HEIGHT } from "../nav-items";
import { BottomNav } from "./bottom-nav";
import { MobileHeader } from "./mobile-header";
import { MobileHeaderProvider } from "./mobile-header-options";
import type { MegaMenuGroup } from "@/lib/explore/category-menus";
import type { ShellAccount } from "./shell-account";
import styles from "./post-login-shell.module.css";
import { TopBar } from "./top-bar";

interface Props {
  account: ShellAccount | null;
  /** The top bar's Explore mega menu (MEGA_MENU_GROUPS, from a server layout). */
  megaMenu: readonly MegaMenuGroup[];
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The logged-in layout, in React Query. Plain CSS rather than Chakra: the pages and overlays that
 * use Chakra bring their own ChakraScope, so a first screen drawn without Chakra loads none of it
 * (docs/web-performance.md). The top bar from md up; below md the mobile header and the bottom
 * nav (with 57 px of padding under the page). Pages whose route has `showNav: false`
 * (onboarding, place order, adjust) get no top bar and no bottom nav. They keep the phone's
 * header, since spec §2 puts the logo on onboarding's and the profile link on place order's; it
 * is their only way back. On tablets and desktops Place Order opens over any page as a modal
 * (?place=).
 */
export function PostLoginShell({ account, megaMenu, footer, children }: Props) {
  const match = useCurrentRoute();
  const showNav = match?.route.showNav ?? true;
  return (
    <QueryProvider>
      <MobileHeaderProvider>
        <div
          className={showNav ? `${styles.frame} ${styles.withBottomNav}` : styles.frame}
          style={{ "--bottom-nav": BOTTOM_NAV_HEIGHT } as CSSProperties}
        >
          {showNav && <TopBar account={account} megaMenu={megaMenu} />}
          <MobileHeader match={match} sandbox={account?.sandbox ?? false} />
          <main className={styles.main}>{children}</main>
          {footer}
          {showNav && <BottomNav />}
          {/* Reads the URL's ?place= on the client; nothing to render on the server. */}
          <Suspense fallback={null}>
            <PlaceOrderModalHost broker={account?.broker ?? null} />
          </Suspense>
          <TraderServicesSlot />
        </div>
      </MobileHeaderProvider>
    </QueryProvider>
  );
}
