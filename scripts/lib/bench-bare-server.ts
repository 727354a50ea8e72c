/**
 * The ceiling for `npm run bench`: a bare node:http server doing the same work as the app's handlers with
 * nothing in between: the same session cookie decode (Auth.js JWE), the same PostgreSQL statements through `pg`
 * with the same pool size, the same payoff engine and plan rules (lib/payoff, lib/plan/this-month.ts: both pure),
 * the same JSON response (the bench compares the two answers for one user). Run as its own process (like `next start`),
 * so it never shares an event loop with the load generator.
 *
 * Env: PORT, DATABASE_URL, AUTH_SECRET, POOL_MAX, LANDING_HTML_FILE (the app's landing page, served from memory).
 * Prints "ready" on stdout once listening.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { decode } from "next-auth/jwt";
import { Pool, types } from "pg";
import {
  addMonthsToCalendarMonth,
  calendarMonthOf,
  comparePlans,
  debtInputFromWire,
  formatCents,
  formatYearMonth,
  monthlyInterestCents,
  parseMoneyToCents,
  parsePercentToBps,
  parseYearMonth,
  type CalendarMonth,
  type DebtKind,
  type LumpSum,
} from "../../lib/payoff";
import { MONTH_DEBTS_SQL } from "../../lib/plan/sql";
import { DEFAULT_PLAN, thisMonthAnswer, type MonthDebt, type PlanChoice } from "../../lib/plan/this-month";

// @db.Date columns as their "YYYY-MM-DD" text: pg's default makes a local-midnight Date of them, which is another
// day west of UTC (the app's Prisma adapter reads them as UTC midnight).
types.setTypeParser(types.builtins.DATE, (value: string) => value);

const COOKIE = "authjs.session-token";
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const secret = process.env.AUTH_SECRET!;
const landingHtml = readFileSync(process.env.LANDING_HTML_FILE!);

type Row = Record<string, unknown>;

async function sessionUser(req: http.IncomingMessage): Promise<Row | null> {
  const value = /(?:^|;\s*)authjs\.session-token=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  if (!value) return null;
  const token = await decode({ token: value, secret, salt: COOKIE }).catch(() => null);
  if (!token || typeof token.sub !== "string" || typeof token.sid !== "string") return null;
  // The app's statement (lib/auth/session.ts findSessionUser).
  const { rows } = await pool.query(
    `SELECT u."id", u."email", u."firstName", u."lastName", u."subscriptionPlan"::text AS "subscriptionPlan",
            u."subscriptionStatus", u."emailVerified" IS NOT NULL AS "emailVerified"
       FROM "User" u
      WHERE u."id" = $1
        AND EXISTS (SELECT 1 FROM "Session" s WHERE s."sessionToken" = $2 AND s."userId" = u."id" AND s."expires" > (now() AT TIME ZONE 'UTC'))`,
    [token.sub, token.sid],
  );
  return (rows[0] as Row | undefined) ?? null;
}

const DEBT_COLUMNS = `id, name, balance, "originalBalance", "interestRate", "minPayment", "dueDay", kind::text AS kind, "promoRate",
  "promoEndsOn", "deferredInterest", "creditLimit", "payeeWords", "closedAt", "createdAt", "nextInterestOn"`;
const ORDER = `ORDER BY position ASC, "createdAt" ASC, id ASC`;

/** "18.990" -> "18.99", as lib/debts/service.ts formatRate: a third decimal only when it carries information. */
function formatRate(rate: string): string {
  const text = Number(rate).toFixed(3);
  return text.endsWith("0") ? text.slice(0, -1) : text;
}

/**
 * GET /api/debts (lib/debts/service.ts listDebts, toDebtDto): like the app, one read, whose rows say whether
 * interest came due (none does for the bench's users).
 */
async function listDebts(userId: string) {
  const { rows } = await pool.query(
    `SELECT ${DEBT_COLUMNS} FROM "Debt" WHERE "userId" = $1 AND "archivedAt" IS NULL ${ORDER}`,
    [userId],
  );
  const today = new Date().toISOString().slice(0, 10);
  if (
    rows.some((d: Row) => d.closedAt === null && d.nextInterestOn !== null && (d.nextInterestOn as string) <= today)
  ) {
    throw new Error("interest is due: the bare server does not replay the ledger");
  }
  return rows.map((d: Row) => ({
    id: d.id,
    name: d.name,
    balance: d.balance,
    originalBalance: d.originalBalance,
    interestRate: formatRate(d.interestRate as string),
    minPayment: d.minPayment,
    dueDay: d.dueDay,
    kind: d.kind,
    promoRate: d.promoRate === null ? null : formatRate(d.promoRate as string),
    promoEndsOn: d.promoEndsOn,
    deferredInterest: d.deferredInterest,
    creditLimit: d.creditLimit,
    payeeWords: d.payeeWords,
    isClosed: d.closedAt !== null,
    createdAt: (d.createdAt as Date).toISOString(),
  }));
}

/** A signed decimal string ("-12.50", as a ledger amount or its sum) in cents. */
function signedCents(amount: string): number {
  return amount.startsWith("-") ? -parseMoneyToCents(amount.slice(1)) : parseMoneyToCents(amount);
}

/** lib/plan/service.ts choiceOf and parseLumpSums, on the PayoffPlan row as pg reads it. */
function choiceOf(row: Row): PlanChoice {
  const lumpSums: LumpSum[] = (Array.isArray(row.lumpSums) ? (row.lumpSums as unknown[]) : []).flatMap((entry) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { amount, month } = entry as Record<string, unknown>;
    const parsed = typeof month === "string" ? parseYearMonth(month) : null;
    if (typeof amount !== "string" || !/^-?\d+\.\d{2}$/.test(amount) || !parsed) return [];
    return [{ amountCents: signedCents(amount), month: parsed }];
  });
  return {
    strategy: row.strategy as PlanChoice["strategy"],
    monthlyBudgetCents: parseMoneyToCents(row.monthlyBudget as string),
    customOrder: row.customOrder as string[],
    lumpSums,
  };
}

/** lib/ledger/rows.ts aprBpsOn: the promo's rate from its first month through its last, else the APR (3 decimals, half-up). */
function aprBpsOn(d: Row, day: string): number {
  const bps = (rate: string) => parsePercentToBps(rate, { rounding: "half-up" }); // pg reads Decimal(6,3) with its 3 decimals
  const promo = d.promoRate !== null && d.promoEndsOn;
  const month = day.slice(0, 7);
  return promo && ((d.promoStartsOn as string | null) ?? "0000-01") <= month && month <= (d.promoEndsOn as string)
    ? bps(d.promoRate as string)
    : bps(d.interestRate as string);
}

const firstDay = (month: CalendarMonth) => `${formatYearMonth(month)}-01`;

/**
 * lib/plan/month-debts.ts loadMonthDebts: the app's one statement (the month's debts with the month's three sums,
 * whether each was tracked before it and whether it is closed), whose rows also say whether interest came due.
 */
async function loadMonthDebts(userId: string, month: CalendarMonth): Promise<MonthDebt[]> {
  const [monthStart, nextMonth] = [firstDay(month), firstDay(addMonthsToCalendarMonth(month, 1))];
  const { rows: debts } = await pool.query(MONTH_DEBTS_SQL, [
    userId,
    monthStart,
    nextMonth,
    "Deferred interest from the promo that ended ",
  ]);
  const today = new Date().toISOString().slice(0, 10);
  if (debts.some((d: Row) => d.nextInterestOn !== null && (d.nextInterestOn as string) <= today)) {
    throw new Error("interest is due: the bare server does not replay the ledger");
  }
  return debts.map((d) => {
    const debt = debtInputFromWire(
      {
        id: d.id as string,
        name: d.name as string,
        balance: d.balance as string,
        interestRate: d.interestRate as string,
        minPayment: d.minPayment as string,
        kind: d.kind as DebtKind,
        promoRate: d.promoRate as string | null,
        promoEndsOn: d.promoEndsOn as string | null,
        deferredInterest: d.deferredInterest as boolean,
        creditLimit: d.creditLimit as string | null,
      },
      { rounding: "half-up" },
    );
    const next = d.nextInterestOn as string | null;
    const closed = d.closed as boolean;
    const toCome = !closed && next && next < nextMonth ? monthlyInterestCents(debt.balanceCents, aprBpsOn(d, next)) : 0;
    return {
      debt,
      dueDay: d.dueDay as number | null,
      paidCents: signedCents(d.paid as string),
      startCents: debt.balanceCents - signedCents(d.moved as string),
      trackedBeforeMonth: d.trackedBeforeMonth as boolean,
      paidOffThisMonth: closed,
      monthInterestCents: signedCents(d.charged as string) + toCome,
      interestToComeCents: toCome,
    };
  });
}

/** GET /api/plan/this-month (lib/plan/service.ts getThisMonth): the plan row read beside the month's debts. */
async function thisMonth(userId: string, now = new Date()) {
  const month = calendarMonthOf(now, "utc");
  const [planRows, versionRows, debts] = await Promise.all([
    pool.query(
      `SELECT id, "userId", strategy::text AS strategy, "monthlyBudget"::text AS "monthlyBudget", "customOrder", "lumpSums", "createdAt", "updatedAt" FROM "PayoffPlan" WHERE "userId" = $1 LIMIT 1`,
      [userId],
    ),
    pool.query(
      `SELECT projection FROM "PlanVersion" WHERE "userId" = $1 AND "startedOn" <= $2::date ORDER BY "startedOn" DESC LIMIT 1`,
      [userId, now.toISOString().slice(0, 10)],
    ),
    loadMonthDebts(userId, month),
  ]);
  const row = planRows.rows[0] as Row | undefined;
  const plan = row
    ? choiceOf(row)
    : { ...DEFAULT_PLAN, monthlyBudgetCents: debts.reduce((sum, d) => sum + d.debt.minPaymentCents, 0) };
  return thisMonthAnswer(plan, (versionRows.rows[0] as Row | undefined)?.projection ?? null, debts, month, now);
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
  if ((await hitRateLimit(`ai:strategy:${user.id as string}`, 3600)) > 30)
    return { status: 429, json: { error: { code: "rate_limited" } } };
  const input = JSON.parse(body || "{}") as { extraPayment?: string };
  const { rows } = await pool.query(
    `SELECT ${DEBT_COLUMNS} FROM "Debt" WHERE "userId" = $1 AND "closedAt" IS NULL ${ORDER}`,
    [user.id],
  );
  const debts = rows.map((d: Row) =>
    debtInputFromWire(
      {
        id: d.id as string,
        name: d.name as string,
        balance: d.balance as string,
        interestRate: d.interestRate as string,
        minPayment: d.minPayment as string,
      },
      { rounding: "half-up" },
    ),
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
    [
      randomUUID(),
      user.id,
      comparison.recommended,
      formatCents(extraPaymentCents),
      formatCents(plan.startingBalanceCents),
      totalInterest,
      plan.feasible ? plan.months : null,
      plan.feasible,
      JSON.stringify(result),
      "",
    ],
  );
  const row = inserted.rows[0] as Row;
  return {
    status: 200,
    json: { id: row.id, createdAt: (row.createdAt as Date).toISOString(), ...(row.result as object) },
  };
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
      if (req.url === "/api/plan/this-month" && req.method === "GET")
        return send(res, 200, await thisMonth(user.id as string));
      if (req.url === "/api/calculate-strategies" && req.method === "POST") {
        const { status, json } = await calculate(user, Buffer.concat(chunks).toString("utf8"));
        return send(res, status, json);
      }
      send(res, 404, { error: { code: "not_found" } });
    })().catch((error: unknown) => {
      // A request a load left behind may still run after SIGTERM ended the pool: not an error of the run.
      if (!stopping) console.error(error);
      send(res, 500, { error: { code: "internal" } });
    });
  });
});

server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
let stopping = false;
process.on("SIGTERM", () => {
  stopping = true;
  server.close(() => void pool.end().then(() => process.exit(0)));
});
