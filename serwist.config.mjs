// @ts-check
// Builds the service worker (app/sw.ts -> public/sw.js) after `next build` (scripts/lib/next-build.ts buildWorker):
// Serwist's configurator mode, which works with Turbopack builds. Precached: the build's static chunks, styles and
// fonts (the app shell) and the icons; no page is precached (docs/product-rules.md "Offline and install").
import { serwist } from "@serwist/next/config";

export default await serwist.withNextConfig((nextConfig) => {
  const distDir = (nextConfig.distDir || ".next").replace(/^\/|\/$/g, "");
  return {
    swSrc: "app/sw.ts",
    swDest: "public/sw.js",
    precachePrerendered: false,
    globPatterns: [`${distDir}/static/**/*.{js,css,woff2}`, "public/icons/*.png"],
    // The largest chunks (charts, PDF) are a few hundred kB; 5 MB leaves room without precaching anything odd.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  };
});
