import * as z from "@/lib/validation/zod";
import { requestJson } from "../http";
import { ResponseError } from "../errors";
import { originOf, type SameOriginCall } from "./same-origin";

export const HASH_EMAIL_PATH = "/api/hashEmail";

/** Spec §7: body `{clientID}`, the trader's distinct id. */
export const hashEmailRequestSchema = z.object({
  clientID: z.string().check(z.trim(), z.minLength(1)),
});

/** Spec §7: `isError` false with `data.hash`, or `isError` true with `errorMessage`. */
export const hashEmailResponseSchema = z.discriminatedUnion("isError", [
  z.object({
    isError: z.literal(false),
    data: z.object({ hash: z.string().check(z.minLength(1)) }),
  }),
  z.object({ isError: z.literal(true), errorMessage: z.string() }),
]);
export type HashEmailResponse = z.infer<typeof hashEmailResponseSchema>;

// POST /api/hashEmail: the hash that verifies the chat identity of the signed-in trader.
export async function fetchChatIdentityHash(
  distinctId: string,
  { token, ...call }: SameOriginCall & { token: string },
): Promise<string> {
  const req = { baseUrl: originOf(call), path: HASH_EMAIL_PATH };
  const body = await requestJson({
    ...call,
    ...req,
    method: "POST",
    body: { clientID: distinctId },
    token,
    schema: hashEmailResponseSchema,
  });
  if (body.isError) throw new ResponseError(body.errorMessage, HASH_EMAIL_PATH, "POST");
  return body.data.hash;
}
