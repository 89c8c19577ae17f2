import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Chakra re-exports hundreds of components; import only what a page uses.
    optimizePackageImports: ["@chakra-ui/react"],
  },
};

export default nextConfig;
