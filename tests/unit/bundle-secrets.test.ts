import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { scanBuild, secretValuesFrom, servedFiles } from "@/scripts/check-bundle-secrets";

// The scanner behind the "bundle secret scan" step of `npm test` (scripts/check-bundle-secrets.ts), on a fake
// build directory: it must find every planted secret in the files browsers receive, name the file and the kind
// of secret without echoing it, and stay quiet on clean files and on server-only output.

let dist: string;

function write(rel: string, text: string): void {
  const file = path.join(dist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-secrets-"));
  write(
    "static/chunks/app.js",
    'var a=function(){return"hello"};console.log("sk-","re_","postgres://localhost/db","AC");',
  );
  write("server/app/index.html", "<html><body>DebtWise &amp; friends</body></html>");
  write("server/app/index.rsc", '0:["$","div",null,{"children":"clean"}]');
});

afterEach(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

const ENV_SECRET = "canary-auth-secret-0123456789abcdef";
const secrets = secretValuesFrom({ AUTH_SECRET: ENV_SECRET, NODE_ENV: "production", PATH: "/usr/bin:/bin" });

describe("secretValuesFrom", () => {
  it("takes secret-named variables, never NEXT_PUBLIC_ ones, short values or ordinary settings", () => {
    const found = secretValuesFrom({
      AUTH_SECRET: ENV_SECRET,
      STRIPE_SECRET_KEY: "sk_test_abcdefghijklmnop",
      TWILIO_AUTH_TOKEN: "0123456789abcdef0123456789abcdef",
      DATABASE_URL: "postgresql://app:Sup3rS3cretPw@db.internal:5432/debtwise",
      NEXT_PUBLIC_STRIPE_KEY: "pk_test_abcdefghijklmnop",
      CRON_SECRET: "short",
      NODE_ENV: "production",
      EMAIL_FROM: "DebtWise <no-reply@debtwise.app>",
    });
    expect(found.map((s) => s.name).sort()).toEqual([
      "AUTH_SECRET",
      "DATABASE_URL",
      "DATABASE_URL password",
      "STRIPE_SECRET_KEY",
      "TWILIO_AUTH_TOKEN",
    ]);
    expect(found.find((s) => s.name === "DATABASE_URL password")?.value).toBe("Sup3rS3cretPw");
  });
});

describe("scanBuild", () => {
  it("finds nothing in clean served files", () => {
    expect(scanBuild(dist, secrets)).toEqual({ files: 3, findings: [] });
  });

  it("finds the value of an environment secret in a client chunk, also JSON-escaped in flight data", () => {
    write("static/chunks/leak.js", `const k="${ENV_SECRET}";`);
    const escaped = "postgresql://app:Sup3rS3cretPw@db/x";
    write("server/app/page.rsc", JSON.stringify({ url: escaped }));
    const withDb = [...secrets, ...secretValuesFrom({ DATABASE_URL: escaped })];
    const { findings } = scanBuild(dist, withDb);
    expect(findings).toEqual(
      expect.arrayContaining([
        { file: path.join("static", "chunks", "leak.js"), what: "value of AUTH_SECRET" },
        { file: path.join("server", "app", "page.rsc"), what: "value of DATABASE_URL" },
        { file: path.join("server", "app", "page.rsc"), what: "value of DATABASE_URL password" },
        { file: path.join("server", "app", "page.rsc"), what: "PostgreSQL URL with a password" },
      ]),
    );
  });

  it.each([
    ["Stripe secret key (sk_live_/sk_test_)", "sk_live_51HxYzAbCdEfGhIjKlMn"],
    ["Stripe secret key (sk_live_/sk_test_)", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
    ["Stripe restricted key (rk_live_/rk_test_)", "rk_live_51HxYzAbCdEfGhIjKlMn"],
    ["Stripe webhook signing secret (whsec_)", "whsec_5f8a1b2c3d4e5f6a7b8c9d0e1f2a3b4c"],
    ["OpenAI API key (sk-...)", "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz012345"],
    ["Resend API key (re_...)", "re_123abc45_AbCdEfGhIjKlMnOpQrSt"],
    [
      "Twilio auth token (32 hex near an AC account SID)",
      'sid:"AC0123456789abcdef0123456789abcdef",token:"fedcba9876543210fedcba9876543210"',
    ],
    ["PEM private key", "-----BEGIN RSA PRIVATE KEY-----\\nMIIEow..."],
    ["PEM private key", "-----BEGIN PRIVATE KEY-----"],
    ["PostgreSQL URL with a password", "postgres://debtwise:hunter2hunter2@10.0.0.5/prod"],
  ])("finds a planted %s (example %#) in a prerendered page, without echoing it", (name, secret) => {
    write("server/app/dashboard.html", `<script>self.__next_f.push([1,"${secret}"])</script>`);
    const { findings } = scanBuild(dist, []);
    expect(findings).toContainEqual({ file: path.join("server", "app", "dashboard.html"), what: name });
    expect(JSON.stringify(findings)).not.toContain(secret.slice(8, 20));
  });

  it("scans only what browsers receive: client .js, prerendered .html and .rsc", () => {
    write("server/app/api/route.js", 'const k="sk_live_51HxYzAbCdEfGhIjKlMn";'); // server code, never served
    write("static/media/notes.txt", "sk_live_51HxYzAbCdEfGhIjKlMn");
    write("cache/fetch.json", "sk_live_51HxYzAbCdEfGhIjKlMn");
    expect(scanBuild(dist, []).findings).toEqual([]);
    expect(
      servedFiles(dist)
        .map((f) => path.relative(dist, f))
        .sort(),
    ).toEqual(
      [
        path.join("server", "app", "index.html"),
        path.join("server", "app", "index.rsc"),
        path.join("static", "chunks", "app.js"),
      ].sort(),
    );
  });

  it("ignores look-alikes that are not secrets", () => {
    write(
      "static/chunks/lookalike.js",
      [
        '"task-list-item-checkbox-with-a-long-class-name"',
        '"pk_test_publishableKeyIsPublic123"',
        '"postgres://localhost:5432/debtwise"',
        '"0123456789abcdef0123456789abcdef"',
        '"ask-for-the-sign-in-link-please-now"',
      ].join(";"),
    );
    expect(scanBuild(dist, secrets).findings).toEqual([]);
  });
});
