import * as z from "../validation/zod";
import { CATEGORY_IDS } from "./categories";
import { EXPLORE_PARAM_NAMES, type ExploreParams } from "./explore-params";
import { filterFormSchema } from "./filter-form";
import { defaultSort } from "./sort-options";
import { sortSchema } from "./sort-schema";

/** A URL parameter holding JSON: fails (and so falls back) on text that is not JSON. */
function jsonParam<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string, ctx): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          ctx.issues.push({ code: "custom", message: "Not JSON", input: text });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );
}

/**
 * Spec §2 explore parameters. Each falls back to its own default when missing or malformed:
 * page 1, search '', filters {}, sort the default sort option, id none (also for an unknown id).
 */
export const exploreParamsSchema: z.ZodMiniType<ExploreParams> = z.object({
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  search: z.catch(z.string(), ""),
  filters: z.catch(jsonParam(filterFormSchema), () => ({})),
  sort: z.catch(jsonParam(sortSchema), () => defaultSort()),
  id: z.catch(z.optional(z.enum(CATEGORY_IDS)), undefined),
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
