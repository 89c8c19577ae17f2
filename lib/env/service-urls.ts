import * as z from "../validation/zod";

/**
 * Base URLs of the services the web app talks to. The web app knows these and nothing of the
 * services' internals. `NEXT_PUBLIC_*` values are inlined at build time, so each is read by its
 * literal name; the defaults point at the embedded services process on port 4000.
 */
const serviceUrlsSchema = z.object({
  bridge: z.url(),
  userStrategy: z.url(),
  search: z.url(),
  marketFeed: z.url(),
  realtime: z.url({ protocol: /^wss?$/ }),
});
export type ServiceUrls = z.infer<typeof serviceUrlsSchema>;

const LOCAL_SERVICES = "http://localhost:4000";

export const SERVICE_URLS: ServiceUrls = serviceUrlsSchema.parse(
  {
    bridge: process.env.NEXT_PUBLIC_BRIDGE_URL || `${LOCAL_SERVICES}/bridge`,
    userStrategy: process.env.NEXT_PUBLIC_USER_STRATEGY_URL || `${LOCAL_SERVICES}/user-strategy`,
    search: process.env.NEXT_PUBLIC_SEARCH_URL || `${LOCAL_SERVICES}/search`,
    marketFeed: process.env.NEXT_PUBLIC_MARKET_FEED_URL || `${LOCAL_SERVICES}/market-feed`,
    realtime: process.env.NEXT_PUBLIC_REALTIME_URL || "ws://localhost:4000/realtime",
  },
  // Parsed once, as every page loads: zod's compiled fast path would cost more than it saves.
  { jitless: true },
);
