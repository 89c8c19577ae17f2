import * as z from "../validation/zod";
import { usableRedirect } from "./login-redirect";

/** Room for a JWT or an order list, under the ~4 kB a browser keeps per cookie. */
const MAX_FIELD_LENGTH = 3000;

const field = z.pipe(
  z.catch(z.optional(z.string().check(z.trim(), z.maxLength(MAX_FIELD_LENGTH))), undefined),
  z.transform((value: string | undefined) => value || null),
);

/**
 * What the host takes from a posted form: every key optional, an over-long or non-text value
 * dropped, and the redirect kept only when it is a same-origin path worth returning to.
 */
export const loginInitiateFormSchema = z.object({
  bridgeJWT: field,
  loginSource: field,
  bridgeOrders: field,
  redirectUrl: z.pipe(
    field,
    z.transform((value: string | null) => usableRedirect(value)),
  ),
});
export type ReceivedLoginInitiateForm = z.output<typeof loginInitiateFormSchema>;
