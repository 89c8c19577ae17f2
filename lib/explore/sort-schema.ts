import { z } from "zod";
import { type Sort, type SortKey, SORT_DIRECTIONS, SORT_FIELDS } from "./sort-options";

/** One sort key, `[field, direction]`. */
export const sortKeySchema: z.ZodType<SortKey> = z.tuple([
  z.enum(SORT_FIELDS),
  z.enum(SORT_DIRECTIONS),
]);
/** A sort from outside (a URL, a request): one to four keys. */
export const sortSchema: z.ZodType<Sort> = z.array(sortKeySchema).min(1).max(SORT_FIELDS.length);
