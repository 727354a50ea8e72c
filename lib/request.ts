import { createHash, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { parsePeerHeader, PEER_HEADER } from "@/lib/peer";

// Facts about the incoming request that several server modules need: who sent it, and where the app lives.

// ---------------------------------------------------------------------------------------------------------------
// The client's address
// ---------------------------------------------------------------------------------------------------------------
//
// A route handler never sees the TCP socket, and every forwarding header can be written by the client (Next.js
// itself only fills X-Forwarded-For in when the client sent none). So the address comes from one of three
// sources, chosen by configuration, never by the request:
// - TRUST_PROXY=N: the deployment sits behind N proxies of its own; X-Forwarded-For read N hops from the right;
// - on Vercel, x-real-ip, which Vercel's edge overwrites on every request;
// - otherwise the socket, which scripts/serve.ts (our server) hands over in PEER_HEADER (lib/peer.ts), with a
//   secret only that process knows. Without any of them (e.g. plain `next start`) every request counts as one client:
//   per-address limits then fail closed instead of trusting a header.

const UNKNOWN_CLIENT = "unknown";

const digest = (value: string) => createHash("sha256").update(value).digest();

function peer(headers: Headers): { address: string; forwarded: boolean } | null {
  const secret = env().DEBTWISE_PEER_SECRET;
  const stamped = parsePeerHeader(headers.get(PEER_HEADER));
  if (!secret || !stamped || !timingSafeEqual(digest(stamped.secret), digest(secret))) return null;
  return { address: stamped.address, forwarded: stamped.forwarded };
}

let warnedUnknown = false;

/** The caller's address, from the one source the configuration trusts (see above). */
export function clientIp(headers: Headers): string {
  const { TRUST_PROXY, VERCEL } = env();
  if (TRUST_PROXY) {
    const chain = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = chain[chain.length - TRUST_PROXY] ?? chain[0];
    if (address) return address;
  } else if (VERCEL) {
    const address = headers.get("x-real-ip")?.trim();
    if (address) return address;
  }
  const fromSocket = peer(headers)?.address;
  if (fromSocket) return fromSocket;
  if (!warnedUnknown) {
    warnedUnknown = true;
    console.warn(
      "[request] no trusted client address: run the app with scripts/serve.ts (npm start) or set TRUST_PROXY",
    );
  }
  return UNKNOWN_CLIENT;
}

/**
 * True only for a client on this machine itself: behind trusted proxies, the address they report; otherwise the
 * socket, and only when no proxy forwarded the request (an nginx on localhost makes every visitor's socket
 * loopback). Never on Vercel.
 */
export function isLoopbackRequest(headers: Headers): boolean {
  const { TRUST_PROXY, VERCEL } = env();
  if (VERCEL) return false;
  if (TRUST_PROXY) return isLoopbackAddress(clientIp(headers));
  const socket = peer(headers);
  return Boolean(socket && !socket.forwarded && isLoopbackAddress(socket.address));
}

function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, "");
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

// ---------------------------------------------------------------------------------------------------------------
// The app's public origin
// ---------------------------------------------------------------------------------------------------------------

/**
 * The origin every absolute link is built on (mails, Stripe return URLs, Twilio's signed URL): APP_URL, and
 * nothing from the request, or a forged Host / X-Forwarded-Host would put a live token into a link to someone
 * else's site. Production refuses to start without it (scripts/serve.ts, `vercel-build`); local runs and tests
 * use the listening address.
 */
export function appOrigin(): string {
  const { APP_URL, NODE_ENV, PORT } = env();
  if (APP_URL) return APP_URL.replace(/\/+$/, "");
  if (NODE_ENV === "production") throw new Error("APP_URL is not set: links cannot be built. See .env.example.");
  return `http://localhost:${PORT}`;
}

/** An absolute link: `path` on `origin` (appOrigin's, or a caller's), whatever trailing slashes the origin has. */
export function linkOn(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path}`;
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
