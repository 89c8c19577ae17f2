import { PRODUCT_NAME } from "../product";
import { routeById, routePath } from "../routing/routes";

/** Where an installed app opens: the landing, which sends a logged-in trader to the dashboard. */
export const INSTALLED_START_URL = "/?source=pwa";

export const APP_DESCRIPTION =
  "Follow analyst-managed options baskets on Nifty, Bank Nifty and Fin Nifty, placed and tracked through your own broker account.";

interface ManifestColours {
  /** The page background: the splash screen and the title bar match the dark app. */
  background: string;
}

/**
 * The web app manifest (served by app/manifest.ts as /manifest.webmanifest): installable
 * standalone, dark, with the shortcuts a trader reaches for first.
 */
export function webAppManifest({ background }: ManifestColours) {
  return {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: APP_DESCRIPTION,
    id: "/",
    start_url: INSTALLED_START_URL,
    scope: "/",
    display: "standalone" as const,
    orientation: "portrait" as const,
    theme_color: background,
    background_color: background,
    categories: ["finance", "business"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" as const },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" as const },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable" as const,
      },
    ],
    shortcuts: (["track", "explore"] as const).map((id) => ({
      name: routeById(id).title,
      url: `${routePath(id)}?source=pwa`,
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    })),
  };
}
