import { routePath } from "@/lib/routing/routes";
import { HeaderBar } from "../header-bar";
import { LoginControl } from "../login-control";
import { Logo } from "../logo";
import { NavLink } from "../nav-link";
import { PRE_LOGIN_BAR } from "../nav-items";
import styles from "../shell.module.css";
import { PreLoginMenu } from "./pre-login-menu";

/**
 * Spec §2 logged-out header: from md up the bar (Home, Compliance, Explore Tradebox, For
 * Enterprises) and the login control; below md the logo and the menu drawer.
 */
export function PreLoginHeader() {
  return (
    <HeaderBar>
      <div className={`${styles.pageWidth} ${styles.headerRow}`}>
        <Logo href={routePath("home")} />
        <div className={`${styles.bar} ${styles.desktopOnly}`}>
          <nav aria-label="Main" className={styles.nav}>
            {PRE_LOGIN_BAR.map((item) => (
              <NavLink key={item.label} item={item} />
            ))}
          </nav>
          <LoginControl size="sm" />
        </div>
        <div className={styles.phoneOnly}>
          <PreLoginMenu />
        </div>
      </div>
    </HeaderBar>
  );
}
