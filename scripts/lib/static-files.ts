import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The build's own files under /_next/static/ (scripts, the style sheet, fonts), answered by scripts/serve.ts before
 * Next.js sees the request. Their names carry their content's hash and never change while the server runs, so each
 * is read and compressed once and then answered from memory: Next.js reads and compresses every one of them again on
 * every request, which on a two-core machine is CPU taken from the very page load asking for them
 * (ARCHITECTURE.md "Speed"). What this does not know (a missing file, another extension, a range request) goes on
 * to Next.js unchanged, so answers differ from Next.js's only in being cheaper.
 */

export const STATIC_PREFIX = "/_next/static/";

interface Kind {
  type: string;
  /** Text worth compressing; fonts and images are compressed already. */
  compress: boolean;
}

const KINDS: Record<string, Kind> = {
  ".js": { type: "application/javascript; charset=UTF-8", compress: true },
  ".css": { type: "text/css; charset=UTF-8", compress: true },
  ".json": { type: "application/json; charset=UTF-8", compress: true },
  ".map": { type: "application/json; charset=UTF-8", compress: true },
  ".svg": { type: "image/svg+xml", compress: true },
  ".txt": { type: "text/plain; charset=UTF-8", compress: true },
  ".woff2": { type: "font/woff2", compress: false },
  ".woff": { type: "font/woff", compress: false },
  ".png": { type: "image/png", compress: false },
  ".jpg": { type: "image/jpeg", compress: false },
  ".webp": { type: "image/webp", compress: false },
  ".ico": { type: "image/x-icon", compress: false },
};

type Encoding = "br" | "gzip";

interface Entry extends Kind {
  raw: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Brotli's quality 5: the largest chunk (381 KB) in 22 ms to 102 KB, against gzip's 111 KB; quality 11 saves 10 KB more
 * but took 624 ms, which the first visitor after a start would wait for.
 */
const BROTLI_QUALITY = 5;

function encode(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipSync(raw, { level: 9 });
}

/** The encoding to answer with for an Accept-Encoding header: brotli, then gzip, each unless refused with q=0. */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    offered.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: Encoding) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A handler for `<distDir>/static/`: answers a request it can serve and returns true, or returns false (having
 * written nothing) for Next.js to answer. `headers` are the ones next.config.ts gives every response.
 */
export function staticFiles(distDir: string, headers: { key: string; value: string }[]): StaticHandler {
  const root = path.resolve(distDir, "static");
  // Only files that exist are remembered, so the map is bounded by the build, whatever URLs are asked for.
  const entries = new Map<string, Entry>();

  function entryFor(file: string, kind: Kind): Entry | null {
    const known = entries.get(file);
    if (known) return known;
    try {
      if (!statSync(file).isFile()) return null;
    } catch {
      return null;
    }
    const raw = readFileSync(file);
    const etag = `W/"${createHash("sha1").update(raw).digest("base64url")}"`;
    const entry: Entry = { ...kind, raw, etag, encoded: {} };
    entries.set(file, entry);
    return entry;
  }

  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (req.headers.range) return false;
    const pathname = (req.url ?? "").split("?")[0]!;
    if (!pathname.startsWith(STATIC_PREFIX)) return false;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length));
    } catch {
      return false;
    }
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return false;
    const kind = KINDS[path.extname(file).toLowerCase()];
    if (!kind) return false;
    const entry = entryFor(file, kind);
    if (!entry) return false;

    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Type", entry.type);
    res.setHeader("ETag", entry.etag);
    if (entry.compress) res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const encoding = entry.compress ? chooseEncoding(req.headers["accept-encoding"]) : null;
    let body = entry.raw;
    if (encoding) {
      body = entry.encoded[encoding] ??= encode(entry.raw, encoding);
      res.setHeader("Content-Encoding", encoding);
    }
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
