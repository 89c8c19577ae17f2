import * as z from "../validation/zod";
import { routePath } from "../routing/routes";
import { ALERT_KIND_TEXT, ALERT_KINDS, type AlertKind } from "./alert-kinds";

/**
 * What a push carries, encrypted end to end: the service worker shows it as a notification, and
 * a tap opens `url`, the basket on Track (a wide screen's proxy turns it into the Track panel).
 */
export const alertPayloadSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  title: z.string().check(z.minLength(1)),
  body: z.string(),
  url: z.string().check(z.startsWith("/")),
  /** One notification per basket: a newer alert replaces the older on the device. */
  tag: z.string().check(z.minLength(1)),
});
export type AlertPayload = z.infer<typeof alertPayloadSchema>;

const BODIES: Record<AlertKind, (tradebox: string) => string> = {
  adjustment: (tradebox) => `${tradebox}: the analyst changed the basket. Review the adjustment.`,
  rejected: (tradebox) =>
    `${tradebox}: an order was rejected or could not be sent. Review and retry the orders.`,
  exited: (tradebox) => `${tradebox}: every position is closed.`,
  exitRules: (tradebox) => `${tradebox}: your exit rules need you.`,
};

/**
 * The alert of `kind` about a trader's basket of the tradebox named `tradebox`; `reason`, where
 * the services acted or wait by themselves (an exit rule), is what they did or wait for.
 */
export function alertPayload(
  kind: AlertKind,
  basket: { id: string; tradebox: string; reason?: string | null },
): AlertPayload {
  return {
    kind,
    title: ALERT_KIND_TEXT[kind].title,
    body: basket.reason ? `${basket.tradebox}: ${basket.reason}.` : BODIES[kind](basket.tradebox),
    url: routePath("trackBasket", { basket: basket.id }),
    tag: `basket-${basket.id}`,
  };
}
