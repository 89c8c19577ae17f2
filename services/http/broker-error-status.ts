import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { BrokerErrorCode } from "../brokers/broker";

/**
 * The HTTP status of a broker's refusal: an invalid or expired token logs the user out (401), a
 * call the broker does not offer or a bad reference is the request's fault (400), and the broker
 * being slow or throttling us is theirs (504, 429), or an answer we cannot read (502).
 */
export function brokerErrorStatus(code: BrokerErrorCode): ContentfulStatusCode {
  switch (code) {
    case "INVALID_TOKEN":
      return 401;
    case "TIMEOUT":
      return 504;
    case "RATE_LIMITED":
      return 429;
    case "BAD_RESPONSE":
      return 502;
    case "NOT_AVAILABLE":
    case "UNKNOWN_ORDER":
    case "UNKNOWN_INSTRUMENT":
    case "REJECTED":
      return 400;
  }
}
