import * as z from "../validation/zod";
import { FREQUENCIES, INSTRUMENT_TYPES, RISK_LEVELS } from "../domain/enums";

/** Spec §3 'Favourite (subscription) item': one row of GET /user/subscribe. */
export const favouriteItemWireSchema = z.object({
  strategy_id: z.string().check(z.minLength(1)),
  strategy_name: z.string(),
  display_image: z.string(),
  ins_type: z.enum(INSTRUMENT_TYPES),
  frequency: z.enum(FREQUENCIES),
  risk_level: z.enum(RISK_LEVELS),
});
export type FavouriteItemWire = z.infer<typeof favouriteItemWireSchema>;

/**
 * The favourites list with one tradebox marked (appended last, as the service lists the newest
 * last) or unmarked; the list itself is left untouched. What an optimistic toggle shows before the
 * service answers.
 */
export function withFavourite(
  list: readonly FavouriteItemWire[],
  item: FavouriteItemWire,
  favourite: boolean,
): FavouriteItemWire[] {
  const others = list.filter((entry) => entry.strategy_id !== item.strategy_id);
  return favourite ? [...others, item] : others;
}
