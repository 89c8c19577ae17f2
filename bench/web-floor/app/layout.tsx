import type { Metadata } from "next";
import type { ReactNode } from "react";
import { FloorProvider } from "./floor-provider";

export const metadata: Metadata = {
  title: "Floor",
  description: "A bare Next.js page with Chakra's provider: what the framework gives.",
};

/** Dark only, as the app is: the class Chakra's colour mode reads, set on the server. */
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="dark" style={{ colorScheme: "dark" }} suppressHydrationWarning>
      <body>
        <FloorProvider>{children}</FloorProvider>
      </body>
    </html>
  );
}
