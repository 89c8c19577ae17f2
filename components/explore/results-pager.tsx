import { ChevronLeft, ChevronRight } from "lucide-react";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { exploreLinkAt, withPage } from "@/lib/explore/explore-links";
import type { ExploreParams } from "@/lib/explore/explore-params";
import { pageItems } from "@/lib/explore/pagination";
import styles from "./results.module.css";

interface Props {
  params: ExploreParams;
  basePath: string;
  totalPages: number;
}

/** Links to the other pages of the results; each keeps the rest of the explore state. */
export function ResultsPager({ params, basePath, totalPages }: Props) {
  const items = pageItems(params.page, totalPages);
  if (items.length === 0) return null;
  const href = (page: number) => exploreLinkAt(basePath, withPage(params, page));
  const previous = params.page > 1 ? Math.min(params.page - 1, totalPages) : null;
  const next = params.page < totalPages ? params.page + 1 : null;
  return (
    <nav aria-label="Pages" className={styles.pager}>
      <PageArrow label="Previous page" href={previous === null ? null : href(previous)}>
        <ChevronLeft size="18" aria-hidden />
      </PageArrow>
      {items.map((item, i) =>
        item === "gap" ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden>
            …
          </span>
        ) : (
          <NextLink
            key={item}
            href={href(item)}
            aria-label={`Page ${item}`}
            aria-current={item === params.page ? "page" : undefined}
            className={`${styles.page} ${item === params.page ? styles.current : ""}`}
          >
            {item}
          </NextLink>
        ),
      )}
      <PageArrow label="Next page" href={next === null ? null : href(next)}>
        <ChevronRight size="18" aria-hidden />
      </PageArrow>
    </nav>
  );
}

function PageArrow({
  label,
  href,
  children,
}: {
  label: string;
  href: string | null;
  children: ReactNode;
}) {
  if (href === null) {
    return (
      <button
        type="button"
        aria-label={label}
        disabled
        className={`${styles.page} ${styles.disabled}`}
      >
        {children}
      </button>
    );
  }
  return (
    <NextLink href={href} aria-label={label} className={styles.page}>
      {children}
    </NextLink>
  );
}
