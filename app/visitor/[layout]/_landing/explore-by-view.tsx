import NextLink from "next/link";
import { MEGA_MENU_GROUPS } from "@/lib/explore/category-menus";
import styles from "./landing.module.css";
import { LandingSection } from "./landing-section";

/** The explore categories (the logged-in mega menu's groups), so a visitor starts from a view. */
export function ExploreByView() {
  return (
    <LandingSection
      id="explore-by-view"
      eyebrow="Explore Tradebox"
      title="Start from what you expect the market to do"
      intro="Browse every tradebox without logging in: by risk, the funds it needs, market view, payoff and index."
      tinted
    >
      <div className={styles.groups}>
        {MEGA_MENU_GROUPS.map((group, index) => (
          <div key={group.title}>
            <h3 id={`view-group-${index}`} className={styles.groupTitle}>
              {group.title}
            </h3>
            <ul className={styles.chips} aria-labelledby={`view-group-${index}`}>
              {group.items.map((item) => (
                <li key={item.categoryId}>
                  <NextLink href={item.href} className={styles.chip}>
                    {item.label}
                  </NextLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
