"use client";

import { routePath } from "@/lib/routing/routes";
import { HeaderBar } from "../header-bar";
import { Logo } from "../logo";
import { NavLink } from "../nav-link";
import { EXPLORE_NAV_ITEM, POST_LOGIN_BAR } from "../nav-items";
import { PageContainer } from "../page-container";
import styles from "../shell.module.css";
import { SandboxBadge } from "@/components/brokers/sandbox-badge";
import { AccountMenu } from "./account-menu";
import { ExploreMegaMenu } from "./explore-mega-menu";
import type { MegaMenuGroup } from "@/lib/explore/category-menus";
import type { ShellAccount } from "./shell-account";

/**
 * Spec §2 logged-in top bar (tablet and desktop): Dashboard, Track, Explore with its mega menu,
 * History, and the account menu. Plain CSS (the logged-out header's), so the trader pages' first
 * load carries no Chakra; the account menu's Chakra loads with the menu.
 */
export function TopBar({
  account,
  megaMenu,
}: {
  account: ShellAccount | null;
  megaMenu: readonly MegaMenuGroup[];
}) {
  return (
    <HeaderBar shown="fromMd">
      {/* The mega menu's panel is placed against this container (position: relative). */}
      <PageContainer className={styles.headerRow}>
        <div className={styles.logoAndNav}>
          <Logo href={routePath("dashboard")} />
          <nav aria-label="Main" className={styles.nav}>
            {POST_LOGIN_BAR.map((item) =>
              item === EXPLORE_NAV_ITEM ? (
                <ExploreMegaMenu key={item.href} item={item} groups={megaMenu} />
              ) : (
                <NavLink key={item.href} item={item} />
              ),
            )}
          </nav>
        </div>
        <div className={styles.bar}>
          <SandboxBadge sandbox={account?.sandbox} />
          <AccountMenu account={account} />
        </div>
      </PageContainer>
    </HeaderBar>
  );
}
