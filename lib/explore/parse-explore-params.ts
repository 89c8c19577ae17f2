import { z } from "zod";
import { CATEGORY_IDS } from "./categories";
import { EXPLORE_PARAM_NAMES, type ExploreParams } from "./explore-params";
import { filterFormSchema } from "./filter-form";
import { defaultSort } from "./sort-options";
import { sortSchema } from "./sort-schema";

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
export const exploreParamsSchema: z.ZodType<ExploreParams> = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  search: z.string().catch(""),
  filters: jsonParam(filterFormSchema).catch(() => ({})),
  sort: jsonParam(sortSchema).catch(() => defaultSort()),
  id: z.enum(CATEGORY_IDS).optional().catch(undefined),
});

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
 * The explore parameters of a URL (a page's `searchParams`, or `URLSearchParams`). Never throws:
 * anything malformed takes its default.
 */
export function parseExploreParams(source: URLSearchParams | SearchParamsRecord): ExploreParams {
  const raw = Object.fromEntries(
    EXPLORE_PARAM_NAMES.map((name) => [name, readParam(source, name)]),
  );
  return exploreParamsSchema.parse(raw, PARSED_ONCE);
}
