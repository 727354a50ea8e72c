import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildIfNeededInto } from "./bench-app";

// JavaScript shipped per page for `npm run bench`: every <script src> (but noModule ones) and module/script
// preload the HTML names, each gzipped at level 9 and summed (what a first visit downloads before the page is
// interactive, give or take the server's own compression level).

export interface PageJs {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** The same-origin script URLs an HTML page makes the browser fetch, without duplicates. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    // noModule scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
    if (src && !/\snomodule\b/i.test(tag)) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = /\srel="([^"]+)"/.exec(tag)?.[1];
    const as = /\sas="([^"]+)"/.exec(tag)?.[1];
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href && (rel === "modulepreload" || (rel === "preload" && as === "script"))) urls.add(href);
  }
  return [...urls].map((u) => u.replaceAll("&amp;", "&"));
}

export async function measurePageJs(html: string, load: (url: string) => Promise<Buffer>): Promise<PageJs> {
  const urls = scriptUrls(html);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const bytes = await load(url);
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: urls.length, rawBytes, gzipBytes };
}

/**
 * fetch, retried once when the server closed a kept-alive socket just as it was reused (Node's server drops
 * idle keep-alive sockets after 5 s, and a bench pauses longer than that between steps).
 */
export async function fetchRetrying(url: string | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(url, init);
  }
}

export function httpLoader(baseUrl: string): (url: string) => Promise<Buffer> {
  return async (url) => {
    const res = await fetchRetrying(new URL(url, baseUrl));
    if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
}

// --------------------------------------------------------------------------------------- bare Next.js page --
const BARE_DIR = ".next-bench-bare";
const BARE_DIST = ".next";

/**
 * The honest baseline: a throw-away Next.js app (same `next`, `react`, `react-dom` from this checkout's
 * node_modules) with one static page, built once into .next-bench-bare/ (git-ignored). Its prerendered HTML and
 * chunks are read from disk, so no second server is needed.
 */
export function measureBareNextPage(log: (m: string) => void): Promise<PageJs> {
  const root = path.resolve(BARE_DIR);
  mkdirSync(path.join(root, "app"), { recursive: true });
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "bench-bare-next", private: true }),
    // Its own (empty) config: without one, Next.js picks up the product's next.config.ts from the parent folder.
    "next.config.mjs": "export default {};\n",
    "app/layout.js": `export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
    "app/page.js": `export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n`,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    if (!existsSync(file) || readFileSync(file, "utf8") !== content) writeFileSync(file, content);
  }
  // Rebuilt when the page files or the installed Next.js change.
  const nextPackage = path.resolve("node_modules/next/package.json");
  const sources = ["app", "package.json", "next.config.mjs", path.relative(root, nextPackage)];
  const stamp = path.join(root, "bench-build-stamp.json");
  buildIfNeededInto(BARE_DIST, stamp, sources, root, log);
  const html = readFileSync(path.join(root, BARE_DIST, "server", "app", "index.html"), "utf8");
  return measurePageJs(html, async (url) => {
    const pathname = new URL(url, "http://bare.invalid").pathname;
    if (!pathname.startsWith("/_next/")) throw new Error(`unexpected script ${url}`);
    return readFileSync(path.join(root, BARE_DIST, pathname.slice("/_next/".length)));
  });
}

