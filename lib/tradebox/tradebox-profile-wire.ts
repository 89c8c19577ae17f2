import * as z from "../validation/zod";
import { strategyTemplateWireSchema } from "./strategy-template-wire";
import { tradeboxWireSchema } from "./tradebox-wire";

/**
 * GET /user-strategy/strategy/profile answer's data: what a tradebox profile page shows, the
 * tradebox as search returns it and the analyst's current basket with its legs.
 */
export const tradeboxProfileWireSchema = z.object({
  tradebox: tradeboxWireSchema,
  template: strategyTemplateWireSchema,
});
export type TradeboxProfileWire = z.infer<typeof tradeboxProfileWireSchema>;
