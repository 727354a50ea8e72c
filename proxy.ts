import { NextResponse, type NextRequest } from "next/server";
import type { ErrorBody } from "@/lib/errors";
import { isSignedInPath, loginRedirectPath } from "@/lib/routes";

// The coarse, cookie-presence-only routing layer for pages (no database here; pages and handlers verify the
// session, and API handlers refuse cross-site writes in lib/api.ts):
// - "/" serves the static landing page to visitors and the dashboard to anyone holding a session cookie;
// - signed-in routes send visitors without a cookie to /api/login, remembering where they were going.
// - a path whose percent-encoding is broken answers 400 before anything else, signed in or out (Next's router would
//   answer 500): in the API's error shape on /api, as a small HTML page elsewhere.
// It runs only where it can act (see `config`): on /api only for paths holding a "%", never on static files, and
// on "/" only when a session cookie is present, so the landing page and the API are served without this step.

const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"];

const MALFORMED_MESSAGE = "The address contains invalid percent-encoding";

// The page for a malformed page path. Written here rather than rendered: Next's router cannot route such a path at
// all (that is its 500), so no page of ours can be reached for it. Same words as the 404 page, a way home.
const MALFORMED_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bad Address | DebtWise</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#fff}main{max-width:28rem;margin:0 auto;padding:5rem 1rem;text-align:center}p.code{color:#2563eb;font-weight:600;font-size:.875rem}h1{font-size:1.875rem;margin:.5rem 0}p{color:#475569;line-height:1.5}a{display:inline-block;margin-top:2rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#2563eb;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px}</style>
</head><body><main id="main"><p class="code">400</p><h1>Bad Address</h1>
<p>${MALFORMED_MESSAGE}, so it cannot lead to a page. Check the link you followed, or head back to the home page.</p>
<a href="/">Go to Home</a></main></body></html>`;

/** A 400 for a path whose percent-encoding does not decode (see the header comment); null for any other path. */
function malformedPath(pathname: string): Response | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    const headers = { "Cache-Control": "private, no-store" };
    if (!pathname.startsWith("/api/"))
      return new Response(MALFORMED_PAGE, {
        status: 400,
        headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
      });
    const body: ErrorBody = { error: { code: "bad_request", message: MALFORMED_MESSAGE } };
    return Response.json(body, { status: 400, headers });
  }
}

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  // First, before a signed-out visitor is sent to sign in and back to an address that cannot work.
  const malformed = malformedPath(pathname);
  if (malformed) return malformed;
  if (pathname.startsWith("/api/")) return NextResponse.next();
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
    "/((?!api(?:/|$)|_next/static|_next/image|favicon.ico|icon.svg|apple-icon.png|icons/|manifest.webmanifest|sw.js|robots.txt|sitemap.xml).+)",
    // API paths only when they hold a "%" (ids never do), so a malformed one answers 400 instead of Next's 500.
    "/api/:path(.*%.*)",
    { source: "/", has: [{ type: "cookie", key: "__Secure-authjs.session-token" }] },
    { source: "/", has: [{ type: "cookie", key: "authjs.session-token" }] },
  ],
};
