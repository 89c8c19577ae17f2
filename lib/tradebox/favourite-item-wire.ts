import { z } from "zod";
import { FREQUENCIES, INSTRUMENT_TYPES, RISK_LEVELS } from "../domain/enums";

/** Spec §3 'Favourite (subscription) item': one row of GET /user/subscribe. */
export const favouriteItemWireSchema = z.object({
  strategy_id: z.string().min(1),
  strategy_name: z.string(),
  display_image: z.string(),
  ins_type: z.enum(INSTRUMENT_TYPES),
  frequency: z.enum(FREQUENCIES),
  risk_level: z.enum(RISK_LEVELS),
});
export type FavouriteItemWire = z.infer<typeof favouriteItemWireSchema>;
