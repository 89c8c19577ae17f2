import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PATH } from "@/lib/pwa/offline-pages";
import { randomUUID } from "node:crypto";

const BUILD_REVISION = process.env.APP_VERSION || randomUUID();

// GET /serwist/sw.js (and its source map): the service worker, bundled from app/sw.ts at build
// time with the precache manifest of the build's static assets (docs/pwa.md).
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: "app/sw.ts",
    // esbuild is installed already (tsx, vite); its WebAssembly build would be a second copy.
    useNativeEsbuild: true,
    // A new revision each build (the build id is not written yet when this runs), so every
    // deploy's worker differs, browsers install it, and the offline page is fetched afresh.
    additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: BUILD_REVISION }],
  },
);
