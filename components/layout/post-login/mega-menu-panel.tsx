import { ArrowRight } from "lucide-react";
import NextLink from "next/link";
import type { MegaMenuGroup } from "@/lib/explore/category-menus";
import { routePath } from "@/lib/routing/routes";
import styles from "./mega-menu.module.css";

interface Props {
  id: string;
  /**
   * The menu's groups, built on the server (MEGA_MENU_GROUPS) and passed down: building their
   * links needs the explore parameters' zod schemas, which then stay out of every page's
   * first load (this panel ships with the logged-in shell, which the public pages may show).
   */
  groups: readonly MegaMenuGroup[];
  open: boolean;
  /** Called when one of its links is followed. */
  onNavigate: () => void;
}

/**
 * Spec §2 explore mega menu: Popular Categories, By Market Condition, Payoff Potential and
 * Instrument, each item /explore with its category's preset params at page 1 (lib/explore).
 * Always in the HTML (crawlable links), shown only while open. Plain CSS: no Chakra.
 */
export function MegaMenuPanel({ id, groups, open, onNavigate }: Props) {
  return (
    <div id={id} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
      <nav aria-label="Explore categories" className={styles.grid}>
        {groups.map((group, index) => (
          <div key={group.title} className={styles.group}>
            <p id={`${id}-${index}`} className={styles.groupTitle}>
              {group.title}
            </p>
            <ul aria-labelledby={`${id}-${index}`}>
              {group.items.map((item) => (
                <li key={item.categoryId}>
                  <NextLink href={item.href} className={styles.link} onClick={onNavigate}>
                    {item.label}
                  </NextLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className={styles.all}>
          <p className={styles.allText}>
            Every analyst-managed tradebox, with its track record, risk and the funds it needs.
          </p>
          <NextLink href={routePath("explore")} className={styles.allLink} onClick={onNavigate}>
            All tradeboxes <ArrowRight size={14} aria-hidden />
          </NextLink>
        </div>
      </nav>
    </div>
  );
}
