import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import type { z } from "zod";
import { ERROR_STATUS } from "@/lib/errors";
import { CookieJar, TEST_ORIGIN, callRoute, uniqueIp } from "@/tests/support/route-client";
import { insertDebt } from "@/tests/support/debts";
import { day } from "@/tests/support/calendar";

// Property-based fuzz of every mutating route handler (SECURITY.md "Threats and mitigations"): whatever arrives in the
// body, the path or the headers, no route may answer 500 (nor any 5xx but 503), and every error is our {"error": {code,
// message}} shape with the status its code stands for. Each handler is found by walking app/api, so a new route is
// fuzzed without touching this file, and gets bodies built from its own zod schema's field names holding wrong values.
//
// Each handler is called in-process, signed in (a Pro user owning a few real records whose ids the generators
// reuse, so requests get past "not found") and signed out. The seed is fixed and printed: rerun a failure with
// FUZZ_SEED=<seed>.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_707);
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 25);

// Before anything calls env() (read once per test file): the cron route then checks its secret (401) instead of
// running the reminder job for every user in the database.
process.env.CRON_SECRET = "fuzz-cron-secret";

jest.setTimeout(600_000);

const API_DIR = path.resolve(__dirname, "..", "..", "app", "api");
const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;

type Handler = Parameters<typeof callRoute>[0];

interface RouteFile {
  file: string;
  /** "/api/debts/[id]" */
  pattern: string;
  /** Dynamic segments in order; catch-all ones flagged. */
  params: { name: string; catchAll: boolean }[];
  source: string;
}

function findRoutes(dir: string): RouteFile[] {
  const out: RouteFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findRoutes(full));
    else if (entry.name === "route.ts") {
      const pattern = `/api/${path.relative(API_DIR, dir).split(path.sep).join("/")}`;
      const params = [...pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({
        name: m[2]!,
        catchAll: Boolean(m[1]),
      }));
      out.push({ file: full, pattern, params, source: readFileSync(full, "utf8") });
    }
  }
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

// ---- the schema's fields ------------------------------------------------------------------------------------

interface FieldInfo {
  /** Values of the right type (enum members, a plausible string/number/boolean), so other fields get exercised. */
  samples: unknown[];
  nested: Record<string, FieldInfo> | null;
}

type AnyDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): AnyDef => (schema as { _zod: { def: AnyDef } })._zod.def;
/** zod 4 wrappers around one inner schema (`def.innerType`): both walks below look straight through them. */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/** The object fields of a zod 4 schema, looking through optional/default/pipe/union wrappers. */
function fieldsOf(schema: unknown, depth = 0): Record<string, FieldInfo> | null {
  if (!schema || depth > 6) return null;
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [
          key,
          { samples: samplesOf(value), nested: fieldsOf(value, depth + 1) },
        ]),
      );
    }
    case "pipe":
      return fieldsOf(def.in, depth + 1) ?? fieldsOf(def.out, depth + 1);
    case "union":
      return Object.assign({}, ...(def.options as unknown[]).map((o) => fieldsOf(o, depth + 1) ?? {}));
    case "intersection":
      return { ...fieldsOf(def.left, depth + 1), ...fieldsOf(def.right, depth + 1) };
    default:
      return WRAPPERS.has(def.type) ? fieldsOf(def.innerType, depth + 1) : null;
  }
}

function samplesOf(schema: unknown, depth = 0): unknown[] {
  if (!schema || depth > 6) return [];
  const def = defOf(schema);
  switch (def.type) {
    case "enum":
      return Object.values(def.entries as Record<string, unknown>);
    case "literal":
      return def.values as unknown[];
    case "boolean":
      return [true, false];
    case "pipe":
      return [...samplesOf(def.in, depth + 1), ...samplesOf(def.out, depth + 1)];
    case "union":
      return (def.options as unknown[]).flatMap((o) => samplesOf(o, depth + 1));
    default:
      return WRAPPERS.has(def.type) ? samplesOf(def.innerType, depth + 1) : [];
  }
}

/** Schemas the handlers read that are not a `body: Z...` from lib/validations (they parse the body themselves). */
const MANUAL_FIELDS: Record<string, string[]> = {
  "/api/auth/[...nextauth]": ["email", "password", "csrfToken", "callbackUrl", "token"],
  "/api/reminders/unsubscribe": ["token", "List-Unsubscribe"],
  "/api/webhooks/stripe": ["id", "type", "data", "object"],
  "/api/webhooks/twilio": ["From", "Body", "To", "MessageSid"],
};

async function loadSchemas(): Promise<Record<string, unknown>> {
  const dir = path.resolve(__dirname, "..", "..", "lib", "validations");
  const all: Record<string, unknown> = {};
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    Object.assign(all, (await import(path.join(dir, name))) as Record<string, unknown>);
  }
  return all;
}

function routeFields(route: RouteFile, schemas: Record<string, unknown>): Record<string, FieldInfo> {
  const manual = MANUAL_FIELDS[route.pattern];
  if (manual) return Object.fromEntries(manual.map((k) => [k, { samples: [], nested: null }]));
  const name = /body:\s*(Z\w+)/.exec(route.source)?.[1];
  if (!name) return {};
  // A route-local schema extends a shared one ("ZRegister.extend({...})"): use the shared one's fields plus its own.
  const local = new RegExp(`const ${name}\\s*=\\s*(Z\\w+)\\.extend\\(\\{\\s*(\\w+)`).exec(route.source);
  const schema = schemas[name] ?? (local ? schemas[local[1]!] : undefined);
  const fields = fieldsOf(schema as z.ZodType) ?? {};
  if (local && !schemas[name]) fields[local[2]!] = { samples: [], nested: null };
  return fields;
}

// ---- generators -------------------------------------------------------------------------------------------

const realIds: string[] = [];

const edgeStrings = fc.constantFrom(
  "",
  " ",
  "0",
  "-0",
  "-1",
  "1e400",
  "1e-400",
  "NaN",
  "Infinity",
  "99999999999999999999.99",
  "9999999999.99",
  "10000000.01",
  "0.001",
  "1,234.56",
  "1.2.3",
  "١٢٣",
  "0000-01-01",
  "9999-12-31",
  "2025-02-29",
  "+275760-09-13",
  "1970-01-01T00:00:00Z",
  "null",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "a\u0000b",
  "\u0000",
  "\ud800",
  "💸".repeat(300),
  "<script>alert(1)</script>",
  '\'; DROP TABLE "User"; --',
  "../../../../etc/passwd",
  "%00",
  "x".repeat(5_000),
);

const edgeNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 1,
  -(2 ** 31),
  2 ** 31,
  0.1 + 0.2,
  123456789012345,
);

const deep = (depth: number) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown;

/** Something a wrong client might send in any field. */
function wrongArb(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    edgeStrings,
    edgeNumbers,
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.integer({ min: 500, max: 900 }).map((d) => deep(d)),
    fc.integer({ min: 10_000, max: 60_000 }).map((n) => "9".repeat(n)),
  );
}

/**
 * Right-looking values for a field, from its schema (enum members, booleans) and its name, so most samples get
 * past validation of the other fields and reach the service with one odd value.
 */
function plausibleFor(key: string, field: FieldInfo): unknown[] {
  if (field.samples.length) return field.samples;
  if (/email/i.test(key)) return ["fuzz@example.com", "FUZZ+1@Example.com"];
  if (/phone/i.test(key)) return ["+15555550123", "(555) 555-0123"];
  if (/code$/i.test(key)) return ["123456", "000000"];
  if (/(^id$|Id$|_id$)/.test(key)) return realIds.length ? realIds : ["x"];
  if (/date|day$/i.test(key)) return [day(0), day(-1), day(30), day(400)];
  // "YYYY-MM" fields (a promo's last month, a lump sum's month; docs/payoff.md "Promotional rates", "Lump sums"): this
  // month, later, and a past one.
  if (/month$|EndsOn$/i.test(key)) return [day(0).slice(0, 7), day(400).slice(0, 7), "2020-01"];
  if (/rate|percent/i.test(key)) return ["18.5", 0, "99.99", 25];
  if (/dueDay/i.test(key)) return [1, 15, 31];
  if (/time/i.test(key)) return [60, 0, 14_400];
  if (/amount|balance|payment|target|goal|extra/i.test(key)) return ["10.00", "1", "250.5", "9999999.99", 42];
  return ["Fuzz text", "A"];
}

function valueArb(key: string, field: FieldInfo): fc.Arbitrary<unknown> {
  const options = [
    { weight: 4, arbitrary: fc.constantFrom(...plausibleFor(key, field)) },
    { weight: 2, arbitrary: wrongArb() },
  ];
  if (realIds.length) options.push({ weight: 1, arbitrary: fc.constantFrom(...realIds) });
  if (field.nested) options.push({ weight: 4, arbitrary: shapedArb(field.nested) });
  return fc.oneof(...options);
}

function shapedArb(fields: Record<string, FieldInfo>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(fields);
  if (keys.length === 0)
    return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  // Mostly every field present; sometimes some missing, sometimes an unknown extra one.
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, valueArb(k, fields[k]!)])), { requiredKeys: keys });
  return fc.oneof(
    { weight: 3, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc.record(Object.fromEntries(keys.map((k) => [k, valueArb(k, fields[k]!)])), { requiredKeys: [] }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(record, fc.string({ maxLength: 12 }), wrongArb()).map(([r, k, v]) => ({ ...r, [k]: v })),
    },
  );
}

type Body = { kind: "text"; text: string } | { kind: "bytes"; bytes: Uint8Array<ArrayBuffer> } | { kind: "none" };

function bodyArb(fields: Record<string, FieldInfo>): fc.Arbitrary<Body> {
  const text = (a: fc.Arbitrary<string>) => a.map((t): Body => ({ kind: "text", text: t }));
  const firstField = Object.keys(fields)[0] ?? "value";
  return fc.oneof(
    { weight: 3, arbitrary: text(fc.jsonValue().map((v) => JSON.stringify(v) ?? "null")) },
    { weight: 6, arbitrary: text(shapedArb(fields).map((v) => JSON.stringify(v))) },
    // Everything wrapped the way a confused client might: an array of the object, or the object under "data".
    {
      weight: 1,
      arbitrary: text(
        fc.oneof(
          shapedArb(fields).map((v) => JSON.stringify([v])),
          shapedArb(fields).map((v) => JSON.stringify({ data: v })),
        ),
      ),
    },
    // Deep nesting at the top and inside a field, past what any schema walks.
    { weight: 1, arbitrary: text(fc.integer({ min: 1_000, max: 40_000 }).map((d) => "[".repeat(d) + "]".repeat(d))) },
    {
      weight: 1,
      arbitrary: text(
        fc.integer({ min: 1_000, max: 20_000 }).map((d) => `{"${firstField}":${'{"a":'.repeat(d)}1${"}".repeat(d)}}`),
      ),
    },
    // Huge: over the wrapper's 100 kB limit (413), and just under it in one field.
    {
      weight: 1,
      arbitrary: text(
        fc.integer({ min: 100_001, max: 300_000 }).map((n) => JSON.stringify({ [firstField]: "x".repeat(n) })),
      ),
    },
    {
      weight: 1,
      arbitrary: text(
        fc.integer({ min: 20_000, max: 99_000 }).map((n) => JSON.stringify({ [firstField]: "é".repeat(n / 2) })),
      ),
    },
    // Not JSON at all: random text, form encoding, and bytes that are not UTF-8.
    { weight: 2, arbitrary: text(fc.string({ unit: "binary", maxLength: 200 })) },
    {
      weight: 1,
      arbitrary: text(
        shapedArb(fields).map((v) =>
          new URLSearchParams(
            Object.entries(v).map(([k, x]) => [k, typeof x === "string" ? x : JSON.stringify(x)]),
          ).toString(),
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 200 })
        .map((bytes): Body => ({ kind: "bytes", bytes: Uint8Array.from([0xff, 0xfe, 0xc3, ...bytes]) })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "none" }) },
  );
}

const contentTypeArb = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----fuzz",
  "multipart/form-data",
  "application/xml",
  "application/json; charset=utf-16",
  null,
);

function paramArb(): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
    fc.constantFrom(
      "0",
      "-1",
      "null",
      "undefined",
      "..",
      "%2e%2e",
      "a/b",
      "a\u0000b",
      "\ud800",
      "x".repeat(5_000),
      "no-spend-week",
      "save-1000",
    ),
  ];
  if (realIds.length) options.push(fc.constantFrom(...realIds));
  return fc.oneof(...options);
}

// ---- calling ----------------------------------------------------------------------------------------------

interface Sample {
  body: Body;
  contentType: string | null;
  params: Record<string, string>;
  signedIn: boolean;
}

/** Counterexamples can be 100 kB of one character: print them cut down. */
function shortPrint(sample: Sample): string {
  const cut = (t: string) => (t.length > 300 ? `${t.slice(0, 300)}... (${t.length} chars)` : t);
  const body =
    sample.body.kind === "text"
      ? cut(sample.body.text)
      : sample.body.kind === "bytes"
        ? `bytes[${sample.body.bytes.length}]`
        : "none";
  const params = Object.fromEntries(Object.entries(sample.params).map(([k, v]) => [k, cut(v)]));
  return JSON.stringify({ body, contentType: sample.contentType, params, signedIn: sample.signedIn });
}

function pathFor(route: RouteFile, params: Record<string, string>): string {
  let p = route.pattern;
  for (const { name, catchAll } of route.params) {
    const value = params[name] ?? "";
    // A URL cannot carry a lone surrogate; the handler still gets the raw value through params.
    const encode = (v: string) => encodeURIComponent(v.toWellFormed());
    const encoded = catchAll ? value.split("/").map(encode).join("/") : encode(value);
    p = p.replace(`[${catchAll ? "..." : ""}${name}]`, encoded || "x");
  }
  return p;
}

async function send(
  handler: Handler,
  method: string,
  route: RouteFile,
  sample: Sample,
  jar: CookieJar | undefined,
): Promise<Response> {
  // A same-site browser request: Origin and Host agree, so the wrapper's cross-site check lets it through to the
  // parsing and validation under test (without Host every mutating request would stop at a 403 there).
  const headers: Record<string, string> = {
    "x-forwarded-for": uniqueIp(),
    origin: TEST_ORIGIN,
    host: new URL(TEST_ORIGIN).host,
  };
  if (sample.contentType) headers["content-type"] = sample.contentType;
  const target = pathFor(route, sample.params);
  if (sample.body.kind === "bytes") {
    // callRoute sends strings; bytes that are not UTF-8 need the request built by hand (with the same cookie).
    if (jar) headers.cookie = jar.header();
    const req = new NextRequest(new URL(target, TEST_ORIGIN), { method, headers, body: sample.body.bytes });
    return handler(req, { params: Promise.resolve(sample.params) });
  }
  return callRoute(handler, {
    method,
    path: target,
    rawBody: sample.body.kind === "text" ? sample.body.text : undefined,
    headers,
    jar: jar?.clone(),
    params: sample.params,
  });
}

const ERROR_CODES = Object.keys(ERROR_STATUS);

/** What every answer must satisfy; returns a description of the violation, or null. */
async function violation(res: Response, ourShape: boolean): Promise<string | null> {
  if (res.status >= 500 && res.status !== 503) return `status ${res.status}: ${await res.text().catch(() => "")}`;
  if (res.status < 400 || !ourShape) return null;
  const text = await res.text();
  let body: { error?: { code?: unknown; message?: unknown; issues?: unknown } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `status ${res.status} with a non-JSON body: ${text.slice(0, 200)}`;
  }
  const error = body.error;
  if (
    !error ||
    typeof error.code !== "string" ||
    !ERROR_CODES.includes(error.code) ||
    typeof error.message !== "string"
  ) {
    return `status ${res.status} without our error shape: ${text.slice(0, 200)}`;
  }
  if (ERROR_STATUS[error.code as keyof typeof ERROR_STATUS] !== res.status)
    return `code ${error.code} with status ${res.status}`;
  if (error.issues !== undefined && !Array.isArray(error.issues))
    return `issues is not an array: ${text.slice(0, 200)}`;
  if (Object.keys(body).length !== 1) return `extra top-level keys: ${text.slice(0, 200)}`;
  // The samples are same-site requests: a refusal as cross-site means they never reached what is fuzzed.
  if (error.code === "forbidden" && error.message === "Cross-site requests are not allowed")
    return "refused as cross-site: the sample never reached the handler";
  return null;
}

// ---- the run ----------------------------------------------------------------------------------------------

/**
 * Handlers that do not go through lib/api.ts's wrapper answer in their library's own format, so only the
 * "never a 500" half of the property applies to them.
 */
const FOREIGN_SHAPE: Record<string, string> = {
  "/api/auth/[...nextauth]": "Auth.js answers with its own redirects and JSON",
};

/**
 * Routes that refuse before reading the body. Still fuzzed, with the reason their answer is what it is. The
 * secrets are switched on for the duration of their own run only (env() is one object per test file), so the
 * signature check, not "not configured", is what answers.
 */
const GUARDED: Record<string, { reason: string; env: Record<string, string> }> = {
  "/api/webhooks/stripe": {
    reason: "the Stripe signature is checked first: 400 without a valid one",
    env: { STRIPE_SECRET_KEY: "sk_test_fuzz", STRIPE_WEBHOOK_SECRET: "whsec_fuzz" },
  },
  "/api/webhooks/twilio": {
    reason: "the Twilio signature is checked first: 403 without a valid one",
    env: { TWILIO_AUTH_TOKEN: "fuzz-twilio-token" },
  },
  "/api/cron/reminders": { reason: "the cron secret is checked first: 401 without it", env: {} },
};

let routes: RouteFile[] = [];
/** Answers seen per handler, printed at the end: shows how far past validation the samples got. */
const statuses: Record<string, Record<number, number>> = {};
let schemas: Record<string, unknown> = {};
let signedIn: CookieJar;

beforeAll(async () => {
  console.log(`fuzz: seed ${SEED}, ${NUM_RUNS} runs per handler (FUZZ_SEED / FUZZ_RUNS to change)`);
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});

  const { signUp } = await import("@/tests/support/users");
  const { db } = await import("@/lib/db");
  const user = await signUp({ plan: "pro", prefix: "fuzz", firstName: "Fuzz" });
  signedIn = user.jar;
  const debt = await insertDebt({
    data: {
      userId: user.userId,
      name: "Fuzz card",
      balance: "5000.00",
      originalBalance: "5000.00",
      interestRate: "19.990",
      minPayment: "50.00",
    },
  });
  const goal = await db.goal.create({
    data: { userId: user.userId, name: "Savings", goalType: "savings", targetAmount: "1000.00" },
  });
  const plan = await db.sharedPlan.create({
    data: {
      ownerId: user.userId,
      title: "Fuzz plan",
      goalAmount: "1000.00",
      targetDate: new Date(Date.now() + 90 * 86_400_000),
      members: {
        create: {
          userId: user.userId,
          email: user.email.toLowerCase(),
          role: "owner",
          status: "active",
          acceptedAt: new Date(),
        },
      },
    },
  });
  const checkout = await db.checkoutSession.create({ data: { userId: user.userId, plan: "basic", provider: "local" } });
  const article = await db.educationContent.findFirst({ select: { id: true } });
  realIds.push(debt.id, goal.id, plan.id, checkout.id, "no-spend-week", "save-1000", "debt-free-month");
  if (article) realIds.push(article.id);

  routes = findRoutes(API_DIR);
  schemas = await loadSchemas();
}, 120_000);

afterAll(async () => {
  console.log(
    `fuzz (seed ${SEED}) answers per handler:\n${Object.entries(statuses)
      .map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`)
      .join("\n")}`,
  );
  const { db } = await import("@/lib/db");
  await db.$disconnect();
});

it("finds the route files", () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.map((r) => r.pattern)).toEqual(
    expect.arrayContaining(["/api/payments/log", "/api/debts/[id]", "/api/webhooks/stripe"]),
  );
});

it("answers 400, not 500, for a NUL character PostgreSQL cannot store (found by this fuzz; lib/db.ts)", async () => {
  const { DELETE } = await import("@/app/api/debts/[id]/route");
  const { POST } = await import("@/app/api/debts/route");
  const inPath = await callRoute(DELETE as Handler, {
    method: "DELETE",
    path: "/api/debts/a%00b",
    params: { id: "a\u0000b" },
    jar: signedIn.clone(),
  });
  const inBody = await callRoute(POST as Handler, {
    path: "/api/debts",
    json: { name: "Visa\u0000", balance: "100", interestRate: "10", minPayment: "10" },
    jar: signedIn.clone(),
  });
  expect(inPath.status).toBe(400);
  expect(await inPath.json()).toEqual({
    error: { code: "bad_request", message: "The request contains a character that cannot be stored" },
  });
  // A name is one line of text now (lib/validations/text.ts): the schema refuses the NUL before PostgreSQL sees it.
  expect(inBody.status).toBe(400);
  expect(await inBody.json()).toMatchObject({ error: { code: "bad_request", issues: [{ path: "name" }] } });
});

describe("every mutating handler", () => {
  // One test per route file keeps a failure's name pointing at the route.
  const files = findRoutes(API_DIR);
  it.each(files.map((r) => [r.pattern, r] as const))("%s never answers a 500", async (_pattern, routeFromWalk) => {
    const route = routes.find((r) => r.pattern === routeFromWalk.pattern) ?? routeFromWalk;
    const mod = (await import(route.file)) as Record<string, unknown>;
    const methods = MUTATING.filter((m) => typeof mod[m] === "function");
    if (methods.length === 0) return; // GET-only routes take no body.

    const fields = routeFields(route, schemas);
    const guard = GUARDED[route.pattern];
    const ourShape = !FOREIGN_SHAPE[route.pattern];
    const { env } = await import("@/lib/env");
    const saved = Object.fromEntries(
      Object.keys(guard?.env ?? {}).map((k) => [k, env()[k as keyof ReturnType<typeof env>]]),
    );
    Object.assign(env(), guard?.env ?? {});

    const sampleArb = fc
      .record({
        body: bodyArb(fields),
        contentType: contentTypeArb,
        params: fc.record(Object.fromEntries(route.params.map((p) => [p.name, paramArb()]))) as fc.Arbitrary<
          Record<string, string>
        >,
        // Signed in three times out of four: anonymous calls stop at 401 on most routes.
        signedIn: fc.constantFrom(true, true, true, false),
      })
      .map((sample) => Object.assign(sample, { [fc.toStringMethod]: () => shortPrint(sample) }));

    try {
      for (const method of methods) {
        const handler = mod[method] as Handler;
        await fc.assert(
          fc.asyncProperty(sampleArb, async (sample: Sample) => {
            const res = await send(handler, method, route, sample, sample.signedIn ? signedIn : undefined);
            const key = `${method} ${route.pattern}`;
            const counts = (statuses[key] ??= {});
            counts[res.status] = (counts[res.status] ?? 0) + 1;
            const problem = await violation(res, ourShape);
            if (problem) throw new Error(`${method} ${route.pattern}${guard ? ` (${guard.reason})` : ""}: ${problem}`);
          }),
          { seed: SEED, numRuns: NUM_RUNS, endOnFailure: true },
        );
      }
    } finally {
      Object.assign(env(), saved);
    }
  });
});
