import NextLink from "next/link";
import { EmptyState } from "@/components/positions/empty-state";
import { buttonClass } from "@/components/ui/button-class";
import { RECOMMENDED_CATEGORIES } from "@/lib/explore/category-menus";
import { routePath } from "@/lib/routing/routes";
import styles from "./dashboard.module.css";

/** The dashboard with nothing followed yet: where to start looking. */
export function ExploreSuggestions() {
  return (
    <EmptyState
      title="No active tradeboxes"
      text="Pick a tradebox run by an analyst, place it in one go, and follow it here."
    >
      <div className={styles.suggestions}>
        <p className={styles.note}>Or start with</p>
        <div className={styles.categories}>
          {RECOMMENDED_CATEGORIES.map((category) => (
            <NextLink
              key={category.categoryId}
              href={category.href}
              className={buttonClass({ size: "sm", variant: "subtle", className: styles.pill })}
            >
              {category.label}
            </NextLink>
          ))}
        </div>
      </div>
      <p className={styles.note}>
        New here?{" "}
        <NextLink href={routePath("onboarding")} className={styles.underline}>
          How tradeboxes work
        </NextLink>
      </p>
    </EmptyState>
  );
}
