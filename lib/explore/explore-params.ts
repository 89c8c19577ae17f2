import { z } from "zod";
import { routePath } from "../routing/routes";
import { CATEGORY_IDS } from "./categories";
import { filterFormSchema } from "./filter-form";
import { defaultSort, sameSort, sortSchema } from "./sort-options";

/** Spec §2 explore query parameter names. */
export const EXPLORE_PARAM_NAMES = ["page", "search", "filters", "sort", "id"] as const;
type ExploreParamName = (typeof EXPLORE_PARAM_NAMES)[number];

/** A URL parameter holding JSON: fails (and so falls back) on text that is not JSON. */
function jsonParam<Schema extends z.ZodType>(schema: Schema) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: "custom", message: "Not JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/**
 * Spec §2 explore parameters. Each falls back to its own default when missing or malformed:
 * page 1, search '', filters {}, sort the default sort option, id none (also for an unknown id).
 */
export const exploreParamsSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  search: z.string().catch(""),
  filters: jsonParam(filterFormSchema).catch(() => ({})),
  sort: jsonParam(sortSchema).catch(() => defaultSort()),
  id: z.enum(CATEGORY_IDS).optional().catch(undefined),
});
export type ExploreParams = z.infer<typeof exploreParamsSchema>;

// Parsed once per URL, as a page loads: zod's compiled fast path would cost more than it saves.
const PARSED_ONCE = { jitless: true } as const;

/** A Next.js page's (awaited) `searchParams`: a repeated parameter arrives as a list. */
export type SearchParamsRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

function readParam(source: URLSearchParams | SearchParamsRecord, name: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(name) ?? undefined;
  const value = source[name];
  return typeof value === "string" ? value : value?.[0];
}

/**
 * The explore parameters of a URL, on the server (a page's `searchParams`) and the client
 * (`URLSearchParams`) alike. Never throws: anything malformed takes its default.
 */
export function parseExploreParams(source: URLSearchParams | SearchParamsRecord): ExploreParams {
  const raw = Object.fromEntries(
    EXPLORE_PARAM_NAMES.map((name) => [name, readParam(source, name)]),
  );
  return exploreParamsSchema.parse(raw, PARSED_ONCE);
}

/** The parameters with every default filled in: page 1, no search, no filters, default sort. */
export function defaultExploreParams(): ExploreParams {
  return exploreParamsSchema.parse({}, PARSED_ONCE);
}

/**
 * The URL parameters of an explore state. Page is always written (links reset it to 1); search,
 * filters, sort and id only when they differ from their defaults, to keep links short.
 */
export function serialiseExploreParams(params: Partial<ExploreParams>): URLSearchParams {
  const full = { ...defaultExploreParams(), ...params };
  const entries: [ExploreParamName, string][] = [["page", String(full.page)]];
  if (full.search) entries.push(["search", full.search]);
  if (Object.keys(full.filters).length > 0) entries.push(["filters", JSON.stringify(full.filters)]);
  if (!sameSort(full.sort, defaultSort())) entries.push(["sort", JSON.stringify(full.sort)]);
  if (full.id) entries.push(["id", full.id]);
  return new URLSearchParams(entries);
}

/** The /explore link of an explore state. */
export function exploreHref(params: Partial<ExploreParams>): string {
  return `${routePath("explore")}?${serialiseExploreParams(params).toString()}`;
}

/** Spec §5: a new search text starts again at page 1. */
export function withSearch(params: ExploreParams, search: string): ExploreParams {
  return { ...params, search, page: 1 };
}
