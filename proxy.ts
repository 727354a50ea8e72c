import { NextResponse, type NextRequest } from "next/server";
import type { ErrorBody } from "@/lib/errors";
import { isSignedInPath, loginRedirectPath } from "@/lib/routes";

// The coarse, cookie-presence-only routing layer for pages (no database here; pages and handlers verify the
// session, and API handlers refuse cross-site writes in lib/api.ts):
// - "/" serves the static landing page to visitors and the dashboard to anyone holding a session cookie;
// - signed-in routes send visitors without a cookie to /api/login, remembering where they were going.
// - an /api path whose percent-encoding is broken answers 400 in the API's error shape (Next's router would 500).
// It runs only where it can act (see `config`): on /api only for paths holding a "%", never on static files, and
// on "/" only when a session cookie is present, so the landing page and the API are served without this step.

const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"];

/** The one /api case this runs for (see `config`): a path whose percent-encoding does not decode. */
function malformedApiPath(pathname: string): Response | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    // Next's router fails to decode such a path and answers a plain-text 500; the API's answer is a 400 in its shape.
    const body: ErrorBody = {
      error: { code: "bad_request", message: "The address contains invalid percent-encoding" },
    };
    return Response.json(body, { status: 400, headers: { "Cache-Control": "private, no-store" } });
  }
}

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname.startsWith("/api/")) return malformedApiPath(pathname) ?? NextResponse.next();
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

export const config = {
  // Next reads this statically: literals only (SESSION_COOKIES above lists the same two names).
  matcher: [
    // Every page except "/": not /api, Next's static assets or the files in public/.
    "/((?!api(?:/|$)|_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml).+)",
    // API paths only when they hold a "%" (ids never do), so a malformed one answers 400 instead of Next's 500.
    "/api/:path(.*%.*)",
    { source: "/", has: [{ type: "cookie", key: "__Secure-authjs.session-token" }] },
    { source: "/", has: [{ type: "cookie", key: "authjs.session-token" }] },
  ],
};
