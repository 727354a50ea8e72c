/**
 * The ceiling for `npm run bench`: a bare node:http server doing the same work as the app's handlers with
 * nothing in between: the same session cookie decode (Auth.js JWE), the same PostgreSQL statements through `pg`
 * with the same pool size, the same payoff engine, a JSON response. Run as its own process (like `next start`),
 * so it never shares an event loop with the load generator.
 *
 * Env: PORT, DATABASE_URL, AUTH_SECRET, POOL_MAX, LANDING_HTML_FILE (the app's landing page, served from memory).
 * Prints "ready" on stdout once listening.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { decode } from "next-auth/jwt";
import { Pool } from "pg";
import { comparePlans, debtInputFromWire, formatCents, parseMoneyToCents, type CalendarMonth } from "../../lib/payoff";

const COOKIE = "authjs.session-token";
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const secret = process.env.AUTH_SECRET!;
const landingHtml = readFileSync(process.env.LANDING_HTML_FILE!);

type Row = Record<string, unknown>;

async function sessionUser(req: http.IncomingMessage): Promise<Row | null> {
  const value = /(?:^|;\s*)authjs\.session-token=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  if (!value) return null;
  const token = await decode({ token: value, secret, salt: COOKIE }).catch(() => null);
  if (!token || typeof token.sid !== "string") return null;
  const { rows } = await pool.query(
    `SELECT s.expires, u.id, u.email, u."firstName", u."lastName", u."subscriptionPlan", u."subscriptionStatus"
       FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s."sessionToken" = $1`,
    [token.sid],
  );
  const row = rows[0] as Row | undefined;
  if (!row || (row.expires as Date).getTime() <= Date.now() || row.id !== token.sub) return null;
  return row;
}

const DEBT_COLUMNS = `id, name, balance, "originalBalance", "interestRate", "minPayment", "dueDay", "closedAt", "createdAt"`;
const ORDER = `ORDER BY position ASC, "createdAt" ASC, id ASC`;

async function listDebts(userId: string) {
  const { rows } = await pool.query(`SELECT ${DEBT_COLUMNS} FROM "Debt" WHERE "userId" = $1 ${ORDER}`, [userId]);
  return rows.map((d: Row) => ({
    id: d.id,
    name: d.name,
    balance: d.balance,
    originalBalance: d.originalBalance,
    interestRate: d.interestRate,
    minPayment: d.minPayment,
    dueDay: d.dueDay,
    isClosed: d.closedAt !== null,
    createdAt: (d.createdAt as Date).toISOString(),
  }));
}

/** The limiter's statement (lib/rate-limit.ts): one atomic upsert per request. */
async function hitRateLimit(key: string, windowSeconds: number): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES ($1, 1, now())
     ON CONFLICT ("key") DO UPDATE SET
       "count" = CASE WHEN "RateLimit"."windowStart" <= now() - make_interval(secs => $2) THEN 1 ELSE "RateLimit"."count" + 1 END,
       "windowStart" = CASE WHEN "RateLimit"."windowStart" <= now() - make_interval(secs => $2) THEN now() ELSE "RateLimit"."windowStart" END
     RETURNING "count"`,
    [key, windowSeconds],
  );
  return Number((rows[0] as Row).count);
}

async function calculate(user: Row, body: string) {
  if ((await hitRateLimit(`ai:strategy:${user.id as string}`, 3600)) > 30) return { status: 429, json: { error: { code: "rate_limited" } } };
  const input = JSON.parse(body || "{}") as { extraPayment?: string };
  const { rows } = await pool.query(`SELECT ${DEBT_COLUMNS} FROM "Debt" WHERE "userId" = $1 AND "closedAt" IS NULL ${ORDER}`, [user.id]);
  const debts = rows.map((d: Row) =>
    debtInputFromWire({ id: d.id as string, name: d.name as string, balance: d.balance as string, interestRate: d.interestRate as string, minPayment: d.minPayment as string }, { rounding: "half-up" }),
  );
  const now = new Date();
  const startMonth: CalendarMonth = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const extraPaymentCents = parseMoneyToCents(input.extraPayment ?? "0");
  const comparison = comparePlans({ debts, extraPaymentCents, startMonth, includeSchedule: true });
  const plan = comparison[comparison.recommended];
  const result = { strategyType: comparison.recommended, comparison, extraPayment: formatCents(extraPaymentCents) };
  const totalInterest = plan.feasible ? formatCents(plan.totalInterestCents) : "0";
  const inserted = await pool.query(
    `INSERT INTO "Strategy" (id, "userId", "strategyType", "extraPayment", "totalDebt", "totalInterest", "payoffTimeMonths", "isFeasible", result, "aiMessage")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, "createdAt", result`,
    [randomUUID(), user.id, comparison.recommended, formatCents(extraPaymentCents), formatCents(plan.startingBalanceCents), totalInterest, plan.feasible ? plan.months : null, plan.feasible, JSON.stringify(result), ""],
  );
  const row = inserted.rows[0] as Row;
  return { status: 200, json: { id: row.id, createdAt: (row.createdAt as Date).toISOString(), ...(row.result as object) } };
}

function send(res: http.ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    void (async () => {
      if (req.url === "/" && req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": landingHtml.length });
        return res.end(landingHtml);
      }
      const user = await sessionUser(req);
      if (!user) return send(res, 401, { error: { code: "unauthorized" } });
      if (req.url === "/api/debts" && req.method === "GET") return send(res, 200, await listDebts(user.id as string));
      if (req.url === "/api/calculate-strategies" && req.method === "POST") {
        const { status, json } = await calculate(user, Buffer.concat(chunks).toString("utf8"));
        return send(res, status, json);
      }
      send(res, 404, { error: { code: "not_found" } });
    })().catch((error: unknown) => {
      console.error(error);
      send(res, 500, { error: { code: "internal" } });
    });
  });
});

server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => server.close(() => void pool.end().then(() => process.exit(0))));
