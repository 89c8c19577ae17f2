import { X } from "lucide-react";
import NextLink from "next/link";
import type { Category } from "@/lib/explore/categories";
import { exploreLinkAt, withoutCategory } from "@/lib/explore/explore-links";
import { CategoryBackButton } from "./category-back-button";
import styles from "./category-banner.module.css";

interface Props {
  category: Category;
  basePath: string;
  /** The page's own name ('Explore Tradebox', or the broker's), shown above the title. */
  eyebrow: string;
}

/**
 * Spec §2 category banner: the open category's title, description and background, with
 * 'Clear Category' and, on mobile, a back button. It heads the page while a category is open.
 */
export function CategoryBanner({ category, basePath, eyebrow }: Props) {
  const plainExplore = exploreLinkAt(basePath, withoutCategory());
  return (
    <section
      aria-labelledby="category-title"
      className={styles.banner}
      style={{ background: category.background }}
    >
      <div className={styles.topRow}>
        <div className={styles.eyebrowRow}>
          <CategoryBackButton fallbackHref={plainExplore} className={styles.back} />
          <p className={styles.eyebrow}>{eyebrow}</p>
        </div>
        <NextLink href={plainExplore} className={styles.clear}>
          <X size="14" aria-hidden />
          Clear Category
        </NextLink>
      </div>
      <div className={styles.text}>
        <h1 id="category-title" className={styles.title}>
          {category.title}
        </h1>
        <p className={styles.description}>{category.description}</p>
      </div>
    </section>
  );
}
