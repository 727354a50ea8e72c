import { NextResponse } from "next/server";

// Facts about the incoming request that several server modules need.

/**
 * The caller's address. The serverless host (and any reverse proxy we deploy behind) overwrites
 * X-Forwarded-For with the real client address, so its first entry is trusted; without it the request
 * came straight to this process (local runs).
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "local";
}

/** The public origin for absolute links (mails, Stripe return URLs), honouring the proxy's headers. */
export function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? url.host;
  const proto = req.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

/**
 * A 303 to a same-site path with a relative Location, so the browser stays on whatever host it used
 * (behind a proxy, Next's own idea of the origin can differ, and sessionStorage is per origin).
 */
export function redirectTo(path: string, status: 303 | 307 = 303): NextResponse {
  return new NextResponse(null, { status, headers: { Location: path } });
}

/**
 * Whether a browser sent this request from another site. Browsers send Sec-Fetch-Site on every request and
 * Origin on every cross-origin POST; a request with neither comes from a non-browser client, which holds no
 * victim's cookies to abuse.
 */
export function isCrossSite(headers: Headers): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = headers.get("origin");
  if (!origin) return false;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
