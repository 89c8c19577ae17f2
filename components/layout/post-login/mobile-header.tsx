"use client";

import { ArrowLeft, FileText } from "lucide-react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { PRODUCT_NAME } from "@/lib/product";
import { routePath, type RouteMatch } from "@/lib/routing/routes";
import { AppMark } from "../app-mark";
import { HeaderBar } from "../header-bar";
import { BOTTOM_NAV, parentPath } from "../nav-items";
import { useMobileHeaderOptions } from "./mobile-header-options";
import { SandboxBadge } from "@/components/brokers/sandbox-badge";
import { buttonClass } from "@/components/ui/button-class";
import button from "@/components/ui/button.module.css";
import styles from "./mobile-header.module.css";

const TOP_LEVEL = new Set(BOTTOM_NAV.map((item) => item.href));
// Spec §2: the logo shows in the mobile header on these pages (and no back arrow: they are
// where a trader starts).
const WITH_LOGO = new Set<string>(["dashboard", "onboarding"]);

/** Chakra's ghost IconButton look for a link, in the given colour. */
const iconLink = (colour: string | undefined) =>
  buttonClass({ variant: "ghost", className: `${button.icon} ${colour}` });

/**
 * Spec §2 mobile header: back arrow (not on the bottom nav's tabs), the page title (the page's
 * own, else the route's), the logo on dashboard and onboarding, and a link to the strategy's
 * profile when the page has set a strategy id; 'Sandbox' when the trader's broker is one.
 * Plain CSS, so the trader pages' first load carries no Chakra.
 */
export function MobileHeader({ match, sandbox }: { match: RouteMatch | null; sandbox: boolean }) {
  const pathname = usePathname();
  const options = useMobileHeaderOptions();
  const withLogo = match !== null && WITH_LOGO.has(match.route.id);
  const withBack = !withLogo && match !== null && !TOP_LEVEL.has(pathname);
  const title = options.title ?? match?.route.title ?? PRODUCT_NAME;
  return (
    <HeaderBar shown="belowMd">
      <div className={styles.row}>
        {withBack && (
          <NextLink
            href={options.backHref ?? parentPath(pathname)}
            aria-label="Back"
            className={iconLink(styles.back)}
          >
            <ArrowLeft />
          </NextLink>
        )}
        {withLogo && <AppMark title={PRODUCT_NAME} className={styles.appIcon} />}
        <span
          className={withBack || withLogo ? `${styles.title} ${styles.titleFlush}` : styles.title}
        >
          {title}
        </span>
        <SandboxBadge sandbox={sandbox} />
        {options.strategyId && (
          <NextLink
            href={routePath("tradeboxProfile", { sid: options.strategyId })}
            aria-label="Tradebox profile"
            className={iconLink(styles.profile)}
          >
            <FileText />
          </NextLink>
        )}
      </div>
    </HeaderBar>
  );
}
