import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildIfNeededInto, freePortIn, waitForHealth } from "./bench-app";
import { nextBin } from "./next-build";

// The honest floor for `npm run bench`: a throw-away Next.js app (the same `next`, `react`, `react-dom` from this
// checkout's node_modules) with one static page and one route handler that does no work, built once into
// .next-bench-bare/ (git-ignored). Its page is what "JavaScript next to a bare Next.js page" and the Lighthouse
// reference row measure; its handler shows what Next.js itself costs per request on this machine, which no
// handler of ours can beat.

const ROOT = path.resolve(".next-bench-bare");
const DIST = ".next";
export const BARE_NOOP_PATH = "/api/noop";

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-bare-next", private: true }),
  // Its own (empty) config: without one, Next.js picks up the product's next.config.ts from the parent folder.
  "next.config.mjs": "export default {};\n",
  // Its own (empty) instrumentation hook, for the same reason: Next.js 16.4 otherwise builds the product's
  // instrumentation.ts into this app, whose start-up check of the product's settings stops `next start` here.
  "instrumentation.js": "export function register() {}\n",
  "app/layout.js": `export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  "app/page.js": `export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n`,
  "app/api/noop/route.js": `export const dynamic = "force-dynamic";\n\nexport function GET() {\n  return Response.json({ ok: true });\n}\n`,
  // waitForHealth asks /api/health, like it does of the app.
  "app/api/health/route.js": `export const dynamic = "force-dynamic";\n\nexport function GET() {\n  return Response.json({ status: "ok" });\n}\n`,
};

/** Writes the app's files and builds it when they or the installed Next.js changed; answers its root folder. */
export function ensureBareNextBuild(log: (m: string) => void): string {
  for (const [name, content] of Object.entries(FILES)) {
    const file = path.join(ROOT, name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (!existsSync(file) || readFileSync(file, "utf8") !== content) writeFileSync(file, content);
  }
  const nextPackage = path.resolve("node_modules/next/package.json");
  const sources = ["app", "package.json", "next.config.mjs", "instrumentation.js", path.relative(ROOT, nextPackage)];
  buildIfNeededInto(DIST, path.join(ROOT, "bench-build-stamp.json"), sources, ROOT, log);
  return ROOT;
}

/** The bare page's prerendered HTML and a loader for the files it names, read from disk (no server needed). */
export function bareNextPage(log: (m: string) => void): { html: string; load: (url: string) => Promise<Buffer> } {
  const root = ensureBareNextBuild(log);
  const html = readFileSync(path.join(root, DIST, "server", "app", "index.html"), "utf8");
  const load = async (url: string) => {
    const pathname = new URL(url, "http://bare.invalid").pathname;
    if (!pathname.startsWith("/_next/")) throw new Error(`unexpected script ${url}`);
    return readFileSync(path.join(root, DIST, pathname.slice("/_next/".length)));
  };
  return { html, load };
}

export interface BareNextServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `next start` on the bare app, for the load floor and the Lighthouse reference. */
export async function startBareNext(log: (m: string) => void): Promise<BareNextServer> {
  const root = ensureBareNextBuild(log);
  const port = await freePortIn(4100, 4199);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [nextBin(), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
