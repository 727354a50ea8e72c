import { createHash, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { parsePeerHeader, PEER_HEADER } from "@/lib/peer";

// Every forwarding header can be written by the client, so the address comes from one source chosen by
// configuration, never by the request: TRUST_PROXY's hops, Vercel's x-real-ip, or the socket via PEER_HEADER
// (lib/peer.ts). Without any, every request counts as one client: per-address limits fail closed.

const UNKNOWN_CLIENT = "unknown";

const digest = (value: string) => createHash("sha256").update(value).digest();

function peer(headers: Headers): { address: string; forwarded: boolean } | null {
  const secret = env().DEBTWISE_PEER_SECRET;
  const stamped = parsePeerHeader(headers.get(PEER_HEADER));
  if (!secret || !stamped || !timingSafeEqual(digest(stamped.secret), digest(secret))) return null;
  return { address: stamped.address, forwarded: stamped.forwarded };
}

let warnedUnknown = false;

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

// Behind a proxy on this machine every visitor's socket is loopback, so a forwarded request never counts.
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

// APP_URL only, never the request: a forged Host would put a live token into a link to someone else's site.
export function appOrigin(): string {
  const { APP_URL, NODE_ENV, PORT } = env();
  if (APP_URL) return APP_URL.replace(/\/+$/, "");
  if (NODE_ENV === "production") throw new Error("APP_URL is not set: links cannot be built. See .env.example.");
  return `http://localhost:${PORT}`;
}

export function linkOn(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path}`;
}

// Relative Location: behind a proxy Next's idea of the origin can differ, and sessionStorage is per origin.
export function redirectTo(path: string, status: 303 | 307 = 303): NextResponse {
  return new NextResponse(null, { status, headers: { Location: path } });
}

// A request with neither Sec-Fetch-Site nor Origin comes from a non-browser client, which holds no victim's cookies.
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
