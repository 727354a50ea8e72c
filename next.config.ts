import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security-headers";

const isDev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  // A second build directory lets a benchmark or an accessibility run build and serve its own copy while the
  // main one is in use (NEXT_DIST_DIR=.next-bench); unset everywhere else.
  ...(process.env.NEXT_DIST_DIR && { distDir: process.env.NEXT_DIST_DIR }),
  // `npm test` type-checks the whole project (tsc) before it builds; checking again inside the build only costs time.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
  reactStrictMode: true,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(isDev) }];
  },
};

export default nextConfig;
