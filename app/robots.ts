import type { MetadataRoute } from "next";
import { robotsRules } from "@/lib/seo/robots-rules";

/** robots.txt: the public site open, the protected pages and APIs closed, the sitemap named. */
export default function robots(): MetadataRoute.Robots {
  const { allow, disallow, sitemap } = robotsRules();
  return { rules: { userAgent: "*", allow, disallow }, sitemap };
}
