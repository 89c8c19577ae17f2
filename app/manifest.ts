import type { MetadataRoute } from "next";
import { PAGE_BACKGROUND } from "@/components/ui/theme/palette";
import { webAppManifest } from "@/lib/pwa/web-app-manifest";

// GET /manifest.webmanifest: what a phone installs (docs/pwa.md).
export default function manifest(): MetadataRoute.Manifest {
  return webAppManifest({ background: PAGE_BACKGROUND });
}
