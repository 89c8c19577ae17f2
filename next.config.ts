import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The Playwright journeys build into their own folder so they never clobber a running app.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Chakra re-exports hundreds of components; import only what a page uses.
    optimizePackageImports: ["@chakra-ui/react"],
    // The landing's CSS module is small: inline it rather than block the first paint on a file.
    inlineCss: true,
  },
};

export default nextConfig;
