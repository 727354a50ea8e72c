// @ts-check
// Builds the service worker (app/sw.ts -> public/sw.js) after `next build` (scripts/lib/next-build.ts workerBuildArgs):
// Serwist's configurator mode, which works with Turbopack builds. Precached: the build's JavaScript, styles and fonts
// (the app shell, about 1.2 MB compressed, fetched once per deployment after the first signed-in page is idle) and
// the icons. All of the JavaScript, not only what a page loaded: the parts that load on first use (the Log Payment
// dialog, a form's schema) must open offline too. No page is precached (docs/product-rules.md "Offline and install").
import { serwist } from "@serwist/next/config";

export default await serwist.withNextConfig((nextConfig) => {
  const distDir = (nextConfig.distDir || ".next").replace(/^\/|\/$/g, "");
  return {
    swSrc: "app/sw.ts",
    swDest: "public/sw.js",
    precachePrerendered: false,
    globPatterns: [`${distDir}/static/**/*.{js,css,woff2}`, "public/icons/*.png"],
    // The largest chunks (charts, the PDF report) are a few hundred kB; the default 2 MB cap is kept.
  };
});
