import * as z from "../validation/zod";
import { ALERT_KINDS, type AlertKind } from "./alert-kinds";

/** A base64url string that decodes to exactly `bytes` bytes (a key or secret of fixed size). */
const base64urlOf = (bytes: number, what: string) =>
  z.string().check(
    z.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`),
    z.refine((text) => Math.floor((text.replace(/=+$/, "").length * 3) / 4) === bytes, {
      error: `${what} must be ${bytes} bytes`,
    }),
  );

const settingsShape = Object.fromEntries(ALERT_KINDS.map((kind) => [kind, z.boolean()])) as Record<
  AlertKind,
  z.ZodMiniBoolean<boolean>
>;

/** Which alert kinds are on. */
export const alertSettingsWireSchema = z.object(settingsShape);

/** PUT /alerts/settings: the kinds to turn on or off; the others keep theirs. */
export const alertSettingsChangeSchema = z
  .partial(alertSettingsWireSchema)
  .check(
    z.refine((change) => Object.keys(change).length > 0, { error: "name at least one alert kind" }),
  );

/** GET /alerts: the key to subscribe with, the trader's settings, and whether this device is in. */
export const alertsStateWireSchema = z.object({
  public_key: z.string().check(z.minLength(1)),
  settings: alertSettingsWireSchema,
  subscribed: z.boolean(),
});
export type AlertsStateWire = z.infer<typeof alertsStateWireSchema>;

/** POST /alerts/subscriptions: the browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionWireSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  keys: z.object({
    // An uncompressed P-256 point and a 16-byte secret (RFC 8291).
    p256dh: base64urlOf(65, "keys.p256dh"),
    auth: base64urlOf(16, "keys.auth"),
  }),
});
export type PushSubscriptionWire = z.infer<typeof pushSubscriptionWireSchema>;

/** DELETE /alerts/subscriptions: the device to forget. */
export const pushEndpointWireSchema = z.object({ endpoint: z.url() });
