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
    // Inlined CSS costs bytes, not requests: give each page only its own styles rather than
    // the whole app's in one shared chunk (Turbopack's default), three times over in the HTML.
    cssChunking: { type: "graph", requestCost: 0 },
  },
};

export default nextConfig;
