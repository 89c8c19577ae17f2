import * as z from "@/lib/validation/zod";
import { ResponseError } from "./errors";
import {
  endpointOf,
  parseResponse,
  requestJson,
  serverMessage,
  type JsonRequest,
  type ResponseSchema,
} from "./http";

/**
 * The spec's services answer in one of two envelopes, spelled as §7 writes each call:
 * `is_success` (search, strategy, profile) or `isSuccess` (basket details, feed, market hours).
 */
export type SuccessFlag = "is_success" | "isSuccess";

export interface DataRequest<D extends ResponseSchema> extends Omit<
  JsonRequest<ResponseSchema>,
  "schema"
> {
  flag: SuccessFlag;
  /** Schema of the envelope's `data` on success. */
  data: D;
}

/**
 * A call whose body is an envelope: the parsed `data` of a success, or a ResponseError carrying
 * the server's message (spec §8) when the flag is false.
 */
export async function requestData<D extends ResponseSchema>(
  req: DataRequest<D>,
): Promise<z.output<D>> {
  const { flag, data, ...rest } = req;
  const method = req.method ?? "GET";
  const body = await requestJson({ ...rest, schema: z.looseObject({ [flag]: z.boolean() }) });
  if (!body[flag]) throw new ResponseError(serverMessage(body), endpointOf(req), method);
  return parseResponse(data, body.data, endpointOf(req), method);
}
