import { NextResponse, type NextRequest } from "next/server";
import { isSignedInPath, loginRedirectPath } from "@/lib/routes";

// The coarse, cookie-presence-only routing layer (no database here; pages and handlers verify the session):
// - "/" serves the static landing page to visitors and the dashboard to anyone holding a session cookie;
// - signed-in routes send visitors without a cookie to /api/login, remembering where they were going;
// - mutating /api requests from another site are refused (defence in depth on top of SameSite=Lax).

const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"];
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Called by other services, authenticated by their own signatures. */
const CROSS_SITE_ALLOWED = ["/api/webhooks/"];

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;

  if (pathname.startsWith("/api/")) {
    if (MUTATING.has(req.method) && !CROSS_SITE_ALLOWED.some((p) => pathname.startsWith(p)) && isCrossSite(req)) {
      return NextResponse.json(
        { error: { code: "forbidden", message: "Cross-site requests are not allowed" } },
        { status: 403 },
      );
    }
    return NextResponse.next();
  }

  const hasSessionCookie = SESSION_COOKIES.some((name) => req.cookies.has(name));
  if (pathname === "/") {
    if (!hasSessionCookie) return NextResponse.next();
    // nextUrl (not req.url) keeps the rewrite internal whatever host name the server was started with.
    const dashboard = req.nextUrl.clone();
    dashboard.pathname = "/dashboard";
    return NextResponse.rewrite(dashboard);
  }
  if (isSignedInPath(pathname)) {
    // req.url carries the host the browser used (the proxy must answer an absolute Location).
    if (!hasSessionCookie) return NextResponse.redirect(new URL(loginRedirectPath(pathname + search), req.url));
    // Lets the signed-in layout send a visitor with a revoked cookie back here after logging in again.
    const headers = new Headers(req.headers);
    headers.set("x-return-to", pathname + search);
    return NextResponse.next({ request: { headers } });
  }
  return NextResponse.next();
}

function isCrossSite(req: NextRequest): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.headers.get("origin");
  // Browsers always send Origin on cross-origin POSTs; its absence means a non-browser client, which holds
  // no victim's cookies to abuse.
  if (!origin) return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export const config = {
  // Everything except Next's static assets and files in public/.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)"],
};
