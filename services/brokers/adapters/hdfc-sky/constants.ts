/** REST host of the token exchange and every call after it (docs: every curl sample). */
export const HDFC_SKY_API = "https://developer.hdfcsky.com";

/**
 * HDFC SKY rejects calls without a User-Agent (docs: "User-Agent header is required"); its docs
 * send a desktop browser's, and so do we.
 */
export const HDFC_SKY_USER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36";
