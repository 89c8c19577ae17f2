import * as z from "../validation/zod";
import { followerResultsWireSchema } from "./follower-results-wire";
import { strategyTemplateWireSchema } from "./strategy-template-wire";
import { tradeboxWireSchema } from "./tradebox-wire";

/**
 * GET /user-strategy/strategy/profile answer's data: what a tradebox profile page shows, the
 * tradebox as search returns it, the analyst's current basket with its legs, and what following
 * it returned its followers (null until one of their baskets has closed and been counted).
 */
export const tradeboxProfileWireSchema = z.object({
  tradebox: tradeboxWireSchema,
  template: strategyTemplateWireSchema,
  followers: z.nullable(followerResultsWireSchema),
});
export type TradeboxProfileWire = z.infer<typeof tradeboxProfileWireSchema>;
