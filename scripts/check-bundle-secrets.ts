/**
 * Scans what a production build serves to browsers for secret material, so a server-only value that leaks into a
 * client component, an inlined env var or a prerendered page fails the test run instead of shipping.
 *
 *   tsx scripts/check-bundle-secrets.ts [--dir <build dir>]   (default: NEXT_DIST_DIR, else .next)
 *
 * Scanned: <dir>/static/**\/*.js (the client bundles) and <dir>/server/app/**\/*.{html,rsc} (prerendered pages and
 * their flight data). Looked for: the actual value of every secret-named, non-NEXT_PUBLIC_ variable set in the
 * environment running the check, and the shapes of provider secrets. Exits 1 listing each file and what was
 * found there, never the secret itself; also exits 1 when there is no build output to scan.
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./lib/files-under";
import { buildDir } from "./lib/next-build";

export interface Finding {
  /** Relative to the scanned build directory. */
  file: string;
  /** What matched: a pattern's name or "value of <ENV NAME>". Never the matched text. */
  what: string;
}

interface NamedPattern {
  name: string;
  regex: RegExp;
}

/** Shapes of provider secrets, whatever the environment holds. */
export const SECRET_PATTERNS: NamedPattern[] = [
  { name: "Stripe secret key (sk_live_/sk_test_)", regex: /\bsk_(?:live|test)_[A-Za-z0-9]{10,}/ },
  { name: "Stripe restricted key (rk_live_/rk_test_)", regex: /\brk_(?:live|test)_[A-Za-z0-9]{10,}/ },
  { name: "Stripe webhook signing secret (whsec_)", regex: /\bwhsec_[A-Za-z0-9+/]{16,}/ },
  { name: "OpenAI API key (sk-...)", regex: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/ },
  { name: "Resend API key (re_...)", regex: /\bre_[A-Za-z0-9]{6,}_[A-Za-z0-9]{12,}/ },
  // An auth token alone is just 32 hex digits (like any hash), so only one near an account SID counts.
  {
    name: "Twilio auth token (32 hex near an AC account SID)",
    regex: /\bAC[0-9a-f]{32}\b[\s\S]{0,300}?\b[0-9a-f]{32}\b/,
  },
  { name: "PEM private key", regex: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/ },
  { name: "PostgreSQL URL with a password", regex: /\bpostgres(?:ql)?:\/\/[^\s:@/"'`\\]+:[^\s@/"'`\\]+@/ },
];

/** Variable names that hold secrets (the provider keys of lib/env.ts and anything named like them). */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|_KEY$|DATABASE_URL|_SID$/i;
/** Shorter values would match by coincidence in minified code; no real secret is this short. */
const MIN_VALUE_LENGTH = 8;

export interface SecretValue {
  name: string;
  value: string;
}

/** The secret values to look for in `env`: secret-named, not NEXT_PUBLIC_, long enough to be meaningful. */
export function secretValuesFrom(env: Record<string, string | undefined>): SecretValue[] {
  const values: SecretValue[] = [];
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    if (!value || name.startsWith("NEXT_PUBLIC_") || !SECRET_NAME.test(name)) continue;
    if (value.length >= MIN_VALUE_LENGTH) values.push({ name, value });
    // A connection URL's password can leak on its own (e.g. in an error message rendered into a page).
    const password = urlPassword(value);
    if (password && password.length >= MIN_VALUE_LENGTH) values.push({ name: `${name} password`, value: password });
  }
  return values;
}

function urlPassword(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.password ? decodeURIComponent(url.password) : undefined;
  } catch {
    return undefined;
  }
}

/** The files a browser can receive from a build in `distDir`. */
export function servedFiles(distDir: string): string[] {
  return [
    ...filesUnder(path.join(distDir, "static"), (f) => f.endsWith(".js")),
    ...filesUnder(path.join(distDir, "server", "app"), (f) => f.endsWith(".html") || f.endsWith(".rsc")),
  ];
}

/** Every finding in the served files of `distDir`, one per file and kind of secret. */
export function scanBuild(distDir: string, secrets: SecretValue[]): { files: number; findings: Finding[] } {
  const files = servedFiles(distDir);
  const findings: Finding[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const rel = path.relative(distDir, file);
    for (const { name, value } of secrets) {
      // JSON and flight data escape "/" and quotes in some places: look for both spellings.
      if (text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1)))
        findings.push({ file: rel, what: `value of ${name}` });
    }
    for (const { name, regex } of SECRET_PATTERNS) {
      if (regex.test(text)) findings.push({ file: rel, what: name });
    }
  }
  return { files: files.length, findings };
}

function main(argv: string[]): number {
  const dirArg = argv.indexOf("--dir");
  const distDir = path.resolve(dirArg >= 0 && argv[dirArg + 1] ? argv[dirArg + 1]! : buildDir());
  const secrets = secretValuesFrom(process.env);
  const { files, findings } = scanBuild(distDir, secrets);
  if (files === 0) {
    console.error(`bundle secret scan: no built client files under ${distDir} (run next build first)`);
    return 1;
  }
  if (findings.length > 0) {
    console.error(
      `bundle secret scan: secret material in ${new Set(findings.map((f) => f.file)).size} served file(s):`,
    );
    for (const f of findings) console.error(`  ${f.file}: ${f.what}`);
    return 1;
  }
  console.log(
    `bundle secret scan: ${files} served files clean (${secrets.length} secret values and ${SECRET_PATTERNS.length} patterns checked)`,
  );
  return 0;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
