import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { ClientServices } from "@/components/providers/client-services";
import { QueryProvider } from "@/components/providers/query-provider";
import { APP_ICON } from "@/components/layout/logo";
import { RouteProgress } from "@/components/layout/route-progress";
import { Provider } from "@/components/ui/provider";
import { PAGE_BACKGROUND } from "@/components/ui/theme/palette";
import { PAGE_TITLE_TEMPLATE, PRODUCT_NAME } from "@/lib/product";

export const metadata: Metadata = {
  title: { template: PAGE_TITLE_TEMPLATE, default: PRODUCT_NAME },
  description:
    "Follow analyst-managed options baskets on Nifty, Bank Nifty and Fin Nifty, placed and tracked through your own broker account.",
  applicationName: PRODUCT_NAME,
  icons: { icon: { url: APP_ICON, type: "image/svg+xml" } },
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
      <body>
        <Provider>
          <QueryProvider>
            <Suspense fallback={null}>
              <RouteProgress />
            </Suspense>
            {children}
            <ClientServices />
          </QueryProvider>
        </Provider>
      </body>
    </html>
  );
}
