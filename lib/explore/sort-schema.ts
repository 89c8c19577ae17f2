import * as z from "../validation/zod";
import { type Sort, type SortKey, SORT_DIRECTIONS, SORT_FIELDS } from "./sort-options";

/** One sort key, `[field, direction]`. */
export const sortKeySchema: z.ZodMiniType<SortKey> = z.tuple([
  z.enum(SORT_FIELDS),
  z.enum(SORT_DIRECTIONS),
]);
/** A sort from outside (a URL, a request): one to four keys. */
export const sortSchema: z.ZodMiniType<Sort> = z
  .array(sortKeySchema)
  .check(z.minLength(1), z.maxLength(SORT_FIELDS.length));
