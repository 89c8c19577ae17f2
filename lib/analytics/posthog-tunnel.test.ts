import { describe, expect, it } from "vitest";
import { posthogRewrites, posthogUiHost, POSTHOG_TUNNEL_PATH } from "./posthog-tunnel";

describe("the PostHog tunnel", () => {
  it("sends static files to the region's assets host and the rest to ingestion", () => {
    expect(posthogRewrites("https://eu.i.posthog.com")).toEqual([
      {
        source: "/rly/static/:path*",
        destination: "https://eu-assets.i.posthog.com/static/:path*",
      },
      { source: "/rly/:path*", destination: "https://eu.i.posthog.com/:path*" },
    ]);
  });

  it("defaults to PostHog's US cloud", () => {
    expect(posthogRewrites()[1]?.destination).toBe("https://us.i.posthog.com/:path*");
    expect(posthogUiHost()).toBe("https://us.posthog.com");
  });

  it("refuses a host that is not https", () => {
    expect(() => posthogRewrites("http://us.i.posthog.com")).toThrow(/must be https/);
  });

  it("keeps the tunnel out of the page proxy's session checks", async () => {
    const { config } = await import("../../proxy");
    expect(config.matcher[0]).toContain(`(?!api/|`);
    expect(config.matcher[0]).toContain(`${POSTHOG_TUNNEL_PATH.slice(1)}/`);
  });
});
