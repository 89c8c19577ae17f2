import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { ClientServices } from "@/components/providers/client-services";
import { APP_ICON } from "@/components/layout/logo";
import { RouteProgress } from "@/components/layout/route-progress";
import { PAGE_BACKGROUND } from "@/components/ui/theme/palette";
import { ThemeStyles } from "@/components/ui/theme-styles";
import { PAGE_TITLE_TEMPLATE, PRODUCT_NAME } from "@/lib/product";
import { APP_DESCRIPTION } from "@/lib/pwa/web-app-manifest";

const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

export const metadata: Metadata = {
  title: { template: PAGE_TITLE_TEMPLATE, default: PRODUCT_NAME },
  description: APP_DESCRIPTION,
  applicationName: PRODUCT_NAME,
  icons: {
    icon: { url: APP_ICON, type: "image/svg+xml" },
    apple: { url: APPLE_TOUCH_ICON, sizes: "180x180" },
  },
  // Installed from Safari's Share › Add to Home Screen: full screen, dark status bar.
  appleWebApp: { capable: true, title: PRODUCT_NAME, statusBarStyle: "black-translucent" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: PAGE_BACKGROUND,
  colorScheme: "dark",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Dark only, fixed on the server: no colour-mode script, nothing to mismatch on hydration.
    <html lang="en" className="dark" style={{ colorScheme: "dark" }} suppressHydrationWarning>
      <head>
        {/* Chakra's reset, base and token variables, in the HTML: a page drawn in CSS modules
        needs no Chakra code in the browser (components/ui/theme/global-css.ts). */}
        <ThemeStyles />
      </head>
      <body>
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
        {children}
        <ClientServices />
      </body>
    </html>
  );
}
