import { type CategoryId, categoryById } from "./categories";
import { exploreLinkAt } from "./explore-links";
import { exploreHref, type ExploreParams } from "./explore-params";

export interface CategoryLink {
  categoryId: CategoryId;
  label: string;
  /** /explore with the category's filters, sort, search and id, at page 1. */
  href: string;
}

export interface MegaMenuGroup {
  title: string;
  items: CategoryLink[];
}

/** The explore state a category opens: its filters, sort and search, page 1 (spec §2). A copy. */
export function categoryParams(id: CategoryId): ExploreParams {
  const { filters, sort, search } = structuredClone(categoryById(id));
  return { page: 1, search, filters, sort, id };
}

/** A link to a category, labelled with its title unless the menu names it otherwise. */
export function categoryLink(id: CategoryId, label = categoryById(id).title): CategoryLink {
  return { categoryId: id, label, href: exploreHref(categoryParams(id)) };
}

/** Spec §2 explore mega menu, built from the categories. */
export const MEGA_MENU_GROUPS: readonly MegaMenuGroup[] = [
  {
    title: "Popular Categories",
    items: [
      categoryLink("low-risk"),
      categoryLink("low-funds"),
      categoryLink("fresh"),
      categoryLink("top-performers"),
      categoryLink("lowest-funds", "Sort by Low Funds"),
    ],
  },
  {
    title: "By Market Condition",
    items: [
      categoryLink("up-market"),
      categoryLink("down-market"),
      categoryLink("neutral-market"),
      categoryLink("volatile-market"),
    ],
  },
  {
    title: "Payoff Potential",
    items: [
      categoryLink("unlimited-profit"),
      categoryLink("limited-profit"),
      categoryLink("unlimited-loss"),
      categoryLink("limited-loss"),
    ],
  },
  {
    title: "Instrument",
    items: [
      categoryLink("nifty"),
      categoryLink("bank-nifty"),
      categoryLink("fin-nifty", "Fin Nifty"),
    ],
  },
];

/** Spec §2: the search panel's 'Recommended Categories'. */
export const RECOMMENDED_CATEGORIES: readonly CategoryLink[] = [
  categoryLink("low-risk"),
  categoryLink("low-funds"),
  categoryLink("fresh"),
];

/**
 * The link a category opens on this base path (spec §2: its filters, sort and search, page 1).
 * Here, not in explore-links.ts: the browser's explore islands import that, and need no
 * category table.
 */
export function categoryLinkAt(basePath: string, id: CategoryId): string {
  return exploreLinkAt(basePath, categoryParams(id));
}
