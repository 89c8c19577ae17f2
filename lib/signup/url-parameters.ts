import * as z from "../validation/zod";

/**
 * Spec §3 'a saved URL-parameters cookie': the query a visitor arrived with (utm_source,
 * utm_campaign…), kept so a later sign-up can credit the campaign. The name is ours.
 */
export const URL_PARAMETERS_COOKIE = "urlParameters";
/** A campaign is credited for 30 days after the visit (our choice). */
export const URL_PARAMETERS_LIFETIME_DAYS = 30;

const MAX_PARAMETERS = 30;
const MAX_VALUE_LENGTH = 200;

const urlParametersSchema = z.record(
  z.string().check(z.maxLength(64)),
  z.string().check(z.maxLength(MAX_VALUE_LENGTH)),
);
export type UrlParameters = z.infer<typeof urlParametersSchema>;

/** The parameters of a query string worth saving, or null when it has none. */
export function urlParametersOf(search: string): UrlParameters | null {
  const entries = [...new URLSearchParams(search)]
    .filter(([key, value]) => key && value.length <= MAX_VALUE_LENGTH)
    .slice(0, MAX_PARAMETERS);
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The saved cookie's object, or null when it is absent or not one we wrote. */
export function readUrlParameters(cookieValue: string | null | undefined): UrlParameters | null {
  if (!cookieValue) return null;
  try {
    const parsed = urlParametersSchema.safeParse(JSON.parse(cookieValue));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
