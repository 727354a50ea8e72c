// @ts-check
// Builds the service worker (app/sw.ts -> public/sw.js) after `next build` (scripts/lib/next-build.ts workerBuildArgs):
// Serwist's configurator mode, which works with Turbopack builds. Precached: the styles, fonts and icons only (about
// 150 kB); the JavaScript chunks are kept as the pages load them (app/sw.ts), so installing the worker does not
// download every screen's code; no page is precached (docs/product-rules.md "Offline and install").
import { serwist } from "@serwist/next/config";

export default await serwist.withNextConfig((nextConfig) => {
  const distDir = (nextConfig.distDir || ".next").replace(/^\/|\/$/g, "");
  return {
    swSrc: "app/sw.ts",
    swDest: "public/sw.js",
    precachePrerendered: false,
    globPatterns: [`${distDir}/static/**/*.{css,woff2}`, "public/icons/*.png"],
  };
});
