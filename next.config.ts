import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security-headers";
import { LUCIDE_FACTORY } from "./components/ui/lucide-factory";

const isDev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  // A second build directory lets a benchmark or an accessibility run build and serve its own copy while the
  // main one is in use (NEXT_DIST_DIR=.next-bench); unset everywhere else.
  ...(process.env.NEXT_DIST_DIR && { distDir: process.env.NEXT_DIST_DIR }),
  // `npm test` type-checks the whole project (tsc) before it builds; checking again inside the build only costs time.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  poweredByHeader: false,
  // Source maps for the browser's JavaScript, only when asked (a bundle investigation: which module weighs what).
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
  // lucide-react's icons are built by its createLucideIcon; this small one draws the same SVG without lucide's
  // client-side runtime (components/ui/lucide-icon.ts; tests/unit/lucide-icon.test.ts keeps them equal).
  turbopack: { resolveAlias: { [LUCIDE_FACTORY]: "./components/ui/lucide-icon.ts" } },
  reactStrictMode: true,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(isDev) }];
  },
};

export default nextConfig;
