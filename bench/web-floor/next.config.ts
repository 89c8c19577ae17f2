import type { NextConfig } from "next";

// The floor's build: Next's defaults, with the one setting Chakra's Next.js guide asks for.
const floorConfig: NextConfig = {
  poweredByHeader: false,
  // The repo's own typecheck covers these files; the bench's build need not check them again.
  typescript: { ignoreBuildErrors: true },
  experimental: { optimizePackageImports: ["@chakra-ui/react"] },
};

export default floorConfig;
