/**
 * The app's HTTP server for every run that is not a serverless host: `npm start` / `npm run dev` (through
 * scripts/start.ts), the end-to-end tests and the bench. It is Next.js's documented custom-server setup
 * (`next()` + `getRequestHandler()` on node:http) plus one thing `next start` cannot do: it tells the app the
 * TCP peer's address (lib/peer.ts), which per-address rate limits and the loopback-only outbox rely on
 * (lib/request.ts). Forwarding headers are never trusted here; a deployment behind its own proxies sets
 * TRUST_PROXY. In production it also answers the build's hashed /_next/static/ files from memory, compressed once
 * (scripts/lib/static-files.ts), where Next.js would read and compress each again on every request.
 *
 *   tsx scripts/serve.ts [--dev]     PORT (default 3000), HOSTNAME (default: every interface)
 *
 * In production APP_URL must be set (every mailed link is built on it); the server refuses to start without.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import next from "next";
import { restoreSavedClock } from "../lib/dev-clock/saved";
import { carriesForwardingHeaders, PEER_HEADER, PEER_SECRET_ENV, peerHeaderValue } from "../lib/peer";
import { securityHeaders } from "../lib/security-headers";
import { buildDir } from "./lib/next-build";
import { staticFiles } from "./lib/static-files";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;

async function main(): Promise<void> {
  if (!dev && !process.env.APP_URL) {
    console.error(
      "APP_URL is not set. Set it to the app's public origin (e.g. https://app.example.com): every e-mailed link is built on it.",
    );
    process.exit(1);
  }
  // Read by lib/env.ts in this same process; never sent anywhere.
  const secret = (process.env[PEER_SECRET_ENV] ||= randomBytes(32).toString("base64url"));
  process.env.PORT = String(port);

  // A keyless local run's moved clock (POST /api/dev/clock), before the app handles anything. This process is the
  // app's (Next runs in it), and the clock's offset lives on globalThis, so every route reads it.
  const movedMs = restoreSavedClock(process.env);
  if (movedMs > 0) {
    console.log(`> The product's clock runs ${Math.floor(movedMs / 86_400_000)} days ahead (GET /api/dev/clock)`);
  }

  const app = next({ dev, port, hostname: hostname ?? "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();
  // The same directory and headers next.config.ts gives Next.js; a dev server's files change under it, so it has none.
  const serveStatic = dev ? null : staticFiles(buildDir(), securityHeaders(false));

  const server = createServer((req, res) => {
    const forwarded = carriesForwardingHeaders(req.headers);
    delete req.headers[PEER_HEADER];
    const address = req.socket.remoteAddress;
    if (address) req.headers[PEER_HEADER] = peerHeaderValue(secret, address, forwarded);
    if (serveStatic?.(req, res)) return;
    void handle(req, res);
  });
  // Idle keep-alive connections outlive the clients' and proxies' own idle limits (often 60 s): with Node's 5 s
  // default, a client that reuses a connection just as the server drops it gets ECONNRESET instead of an answer.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  server.listen(port, hostname, () => {
    console.log(`> Ready on http://${hostname ?? "localhost"}:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
