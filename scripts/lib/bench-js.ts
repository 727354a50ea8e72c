import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { TraceMap, eachMapping } from "@jridgewell/trace-mapping";
import { bareNextPage } from "./bench-bare-next";

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

/** The bare Next.js page's JavaScript (scripts/lib/bench-bare-next.ts), read from its build on disk. */
export function measureBareNextPage(log: (m: string) => void): Promise<PageJs> {
  const { html, load } = bareNextPage(log);
  return measurePageJs(html, load);
}

/**
 * The page's heaviest source files (`--js-sources`: a build with browser source maps), each given its share of the
 * gzipped size of the chunk it is in, in proportion to its bytes there: where a page's weight comes from.
 */
export function heaviestSources(html: string, distDir: string, count: number): { source: string; gzipBytes: number }[] {
  const weights = new Map<string, number>();
  for (const url of scriptUrls(html)) {
    const file = path.join(distDir, new URL(url, "http://page.invalid").pathname.replace(/^\/_next\//, ""));
    const code = readFileSync(file, "utf8");
    const gzip = gzipSync(code, { level: 9 }).length;
    const mapName = /sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName ? path.join(path.dirname(file), mapName) : null;
    if (!mapFile || !existsSync(mapFile)) {
      const key = `${url} (no source map)`;
      weights.set(key, (weights.get(key) ?? 0) + gzip);
      continue;
    }
    const lineStarts = [0];
    for (let i = 0; i < code.length; i++) if (code[i] === "\n") lineStarts.push(i + 1);
    const spans: { at: number; source: string }[] = [];
    eachMapping(new TraceMap(readFileSync(mapFile, "utf8")), (m) => {
      if (m.source) spans.push({ at: lineStarts[m.generatedLine - 1]! + m.generatedColumn, source: m.source });
    });
    spans.sort((a, b) => a.at - b.at);
    spans.forEach((span, i) => {
      const bytes = (spans[i + 1]?.at ?? code.length) - span.at;
      const source = span.source.replace(/^.*?\[project\]\//, "").replace(/^.*?\/node_modules\//, "node_modules/");
      weights.set(source, (weights.get(source) ?? 0) + (bytes * gzip) / code.length);
    });
  }
  return [...weights]
    .map(([source, gzipBytes]) => ({ source, gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count);
}
