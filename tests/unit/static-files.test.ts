import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chooseEncoding, staticFiles } from "../../scripts/lib/static-files";

// scripts/serve.ts answers the build's /_next/static/ files itself (ARCHITECTURE.md "Speed"); what it cannot
// answer must reach Next.js untouched, which here answers 599 "next".

const SCRIPT = `console.log(${JSON.stringify("a".repeat(5000))});\n`;
const HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
];

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  mkdirSync(path.join(dir, "static", "media"), { recursive: true });
  writeFileSync(path.join(dir, "static", "chunks", "abc123.js"), SCRIPT);
  writeFileSync(path.join(dir, "static", "chunks", "odd.bin"), "binary");
  writeFileSync(path.join(dir, "static", "media", "font.woff2"), Buffer.from([1, 2, 3, 4]));
  writeFileSync(path.join(dir, "server-secret.js"), "secret");
  const handle = staticFiles(dir, HEADERS);
  server = createServer((req, res) => {
    if (handle(req, res)) return;
    res.statusCode = 599;
    res.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (no automatic decompression), so the test sees the bytes the browser would. */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("staticFiles", () => {
  it("answers brotli when accepted, with the headers every response carries and a year's immutable caching", async () => {
    const res = await get("/_next/static/chunks/abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers gzip, or the file as it is, to clients that do not take brotli", async () => {
    const gz = await get("/_next/static/chunks/abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const refused = await get("/_next/static/chunks/abc123.js", { "accept-encoding": "br;q=0, gzip;q=0.5" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/_next/static/chunks/abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("answers the same compressed bytes on every request (made once)", async () => {
    const first = await get("/_next/static/chunks/abc123.js", { "accept-encoding": "br" });
    const second = await get("/_next/static/chunks/abc123.js?dpl=1", { "accept-encoding": "br" });
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("sends fonts as they are (already compressed)", async () => {
    const res = await get("/_next/static/media/font.woff2", { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("font/woff2");
    expect([...res.body]).toEqual([1, 2, 3, 4]);
  });

  it("answers 304 to a matching If-None-Match and headers only to HEAD", async () => {
    const { headers } = await get("/_next/static/chunks/abc123.js");
    const again = await get("/_next/static/chunks/abc123.js", { "if-none-match": String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get("/_next/static/chunks/abc123.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it.each([
    ["a missing file", "/_next/static/chunks/missing.js", {}, "GET"],
    ["a folder", "/_next/static/chunks", {}, "GET"],
    ["an extension it does not know", "/_next/static/chunks/odd.bin", {}, "GET"],
    ["a path outside static/", "/_next/static/../server-secret.js", {}, "GET"],
    ["an encoded path outside static/", "/_next/static/%2e%2e/server-secret.js", {}, "GET"],
    ["a malformed escape", "/_next/static/chunks/%E0%A4%A.js", {}, "GET"],
    ["a range request", "/_next/static/chunks/abc123.js", { range: "bytes=0-10" }, "GET"],
    ["another method", "/_next/static/chunks/abc123.js", {}, "POST"],
    ["another path", "/chunks/abc123.js", {}, "GET"],
  ])("leaves %s to Next.js", async (_what, pathname, headers, method) => {
    const res = await get(pathname, headers as Record<string, string>, method);
    expect(res.status).toBe(599);
    expect(res.body.toString()).toBe("next");
  });
});

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=0.1", "br"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", null],
    ["", null],
    [undefined, null],
  ])("%s -> %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
