import shell from "@/components/layout/shell.module.css";
import { type BrokerCode, brokerByCode } from "@/lib/brokers";
import { categoryById } from "@/lib/explore/categories";
import { exploreBasePath } from "@/lib/explore/explore-links";
import type { ExploreParams } from "@/lib/explore/explore-params";
import { routeById } from "@/lib/routing/routes";
import { CategoryBanner } from "./category-banner";
import layout from "./explore-page.module.css";
import { ExploreHeading } from "./explore-heading";
import { ExploreNavigationProvider } from "./explore-navigation";
import { ExploreResults } from "./explore-results";
import { ExploreToolbar } from "./explore-toolbar";
import { FilterSidebar } from "./filter-sidebar";
import { ResultsRegion } from "./results-region";
import { type ExploreViewer, runExploreSearch } from "./run-explore-search";
import { SearchBar } from "./search-bar";
import visuallyHidden from "@/components/ui/visually-hidden.module.css";

interface Props {
  params: ExploreParams;
  /** /explore/{broker}: the tradeboxes for that broker's clients. */
  broker?: BrokerCode;
  /** Who the results are searched for: a visitor, or the signed-in trader. */
  viewer: ExploreViewer;
  /** Whether the filter sidebar is sent (lib/routing/visitor-pages.ts hasFilterSidebar). */
  sidebar: boolean;
  /**
   * A page served from cache must not keep a failed search for its lifetime: it throws instead,
   * so Next serves the last good copy (or answers this one request with an error) and renders
   * again on the next visit. A page rendered per request shows the error state with a retry.
   */
  searchFailure?: "show" | "throw";
}

/**
 * Spec §2 screen 9, rendered on the server: an explore state searched for this viewer, with the
 * search bar, category banner, filters, sort, result cards and pager. The client islands change
 * the URL; the server renders the new results.
 */
export async function ExploreView({
  params,
  broker,
  viewer,
  sidebar,
  searchFailure = "show",
}: Props) {
  const basePath = exploreBasePath(broker);
  const outcome = await runExploreSearch(params, viewer);
  if (outcome.status === "error" && searchFailure === "throw") {
    throw new Error("Explore search failed: not caching the error state");
  }
  const brokerName = broker ? brokerByCode(broker)?.name : undefined;
  const title = brokerName ? `Tradeboxes for ${brokerName} clients` : routeById("explore").title;
  const category = params.id ? categoryById(params.id) : undefined;
  const totalPages = outcome.status === "ok" ? outcome.result.total_page : 0;

  return (
    <ExploreNavigationProvider params={params} basePath={basePath}>
      <div className={`${shell.pageWidth} ${layout.page}`}>
        {category ? (
          <CategoryBanner category={category} basePath={basePath} eyebrow={title} />
        ) : (
          <ExploreHeading title={title} brokerName={brokerName} />
        )}
        <div className={layout.search}>
          <SearchBar viewer={{ broker: viewer.broker, clientId: viewer.clientId }} />
        </div>
        <div className={layout.columns}>
          {sidebar && <FilterSidebar />}
          <section aria-labelledby="explore-results-heading" className={layout.results}>
            <h2 id="explore-results-heading" className={visuallyHidden.srOnly}>
              Tradeboxes
            </h2>
            <ExploreToolbar params={params} totalPages={totalPages} />
            <ResultsRegion>
              <ExploreResults outcome={outcome} params={params} basePath={basePath} />
            </ResultsRegion>
          </section>
        </div>
      </div>
    </ExploreNavigationProvider>
  );
}
