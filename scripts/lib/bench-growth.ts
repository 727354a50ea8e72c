import { Client } from "pg";
import { addDebts, registerUser, type BenchApp, type BenchDebt, type BenchUser } from "./bench-app";

// The data of the bench's "growth" section: users with many debts and long payment histories, to see how the cost
// of a request grows with them. Debts go through the HTTP API like a real user's; the payments are written in
// bulk with SQL (10,000 payments through the API would take minutes), as a state the app could have reached:
// every payment has its ledger row, and each debt's balance still equals the sum of its ledger rows.

/** How far back a growth user's payment history goes: the oldest payment is this many days before today. */
const HISTORY_DAYS = 5 * 365;

/** `count` debts with varied balances, rates and due days, all with a minimum that pays them off. */
export function growthDebts(count: number): BenchDebt[] {
  return Array.from({ length: count }, (_, i) => {
    const balanceCents = 50_000 + ((i * 7_919) % 2_000_000);
    return {
      name: `Debt ${i + 1}`,
      balance: (balanceCents / 100).toFixed(2),
      interestRate: (3 + ((i * 37) % 2_600) / 100).toFixed(2),
      // 3 % of the balance, at least $25: every debt pays off, so the plan is feasible.
      minPayment: (Math.max(2_500, Math.ceil(balanceCents * 0.03)) / 100).toFixed(2),
      dueDay: (i % 28) + 1,
    };
  });
}

/** A Pro user with `debts` debts added through POST /api/debts. */
export async function createGrowthUser(app: BenchApp, index: number, debts: number): Promise<BenchUser> {
  const user = await registerUser(app.baseUrl, app.databaseUrl, index);
  await addDebts(app.baseUrl, user, growthDebts(debts));
  return user;
}

/**
 * Gives the user `count` payments, round-robin over their open debts, dated evenly over the last `days` days
 * up to today (so the current month has its share), each with its "payment" ledger row (amount negated,
 * effectiveOn = paymentDate). Each debt's history is moved back before its oldest payment: createdAt and the
 * opening row's day, and the opening row (with originalBalance) is raised by what was paid, so today's balance
 * and the ledger invariant (balance = sum of the debt's ledger rows) both hold. No interest rows are written: the
 * debts' next accrual day stays where the app set it, so no interest is due and the reads are the ones a user
 * with nothing due causes.
 */
export async function addPayments(
  databaseUrl: string,
  user: BenchUser,
  count: number,
  days = HISTORY_DAYS,
): Promise<void> {
  if (count === 0) return;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("BEGIN");
    await db.query(
      `WITH debt AS (
         SELECT d.id, d."userId", row_number() OVER (ORDER BY d.position, d."createdAt", d.id) - 1 AS i, count(*) OVER () AS n
           FROM "Debt" d JOIN "User" u ON u.id = d."userId"
          WHERE u.email = $1 AND d."closedAt" IS NULL AND d."archivedAt" IS NULL
       ), payment AS (
         INSERT INTO "Payment" (id, "debtId", "userId", amount, "paymentDate", "interestPortion", "principalPortion", "createdAt")
         SELECT gen_random_uuid()::text, debt.id, debt."userId", p.amount, p.day, 0, p.amount, p.day + interval '12 hours'
           FROM generate_series(0, $2 - 1) g
           JOIN debt ON debt.i = g % debt.n
           CROSS JOIN LATERAL (SELECT (500 + (g * 7919) % 5000) / 100.0 AS amount, current_date - ((g::bigint * $3) / $2)::int AS day) p
         RETURNING id, "debtId", "userId", amount, "paymentDate", "createdAt"
       )
       INSERT INTO "LedgerEntry" (id, "debtId", "userId", kind, amount, "effectiveOn", "paymentId", "createdAt")
       SELECT gen_random_uuid()::text, "debtId", "userId", 'payment', -amount, "paymentDate", id, "createdAt" FROM payment`,
      [user.email, count, days],
    );
    const since = `current_date - ${Math.round(days) + 1}`;
    await db.query(
      `WITH paid AS (
         SELECT p."debtId", sum(p.amount) AS total FROM "Payment" p JOIN "User" u ON u.id = p."userId" WHERE u.email = $1 GROUP BY p."debtId"
       ), opening AS (
         UPDATE "LedgerEntry" e SET amount = e.amount + paid.total, "effectiveOn" = ${since}, "createdAt" = ${since}
           FROM paid WHERE e."debtId" = paid."debtId" AND e.kind = 'opening'
         RETURNING e."debtId"
       )
       UPDATE "Debt" d SET "originalBalance" = d."originalBalance" + paid.total, "createdAt" = ${since}
         FROM paid WHERE d.id = paid."debtId"`,
      [user.email],
    );
    // The invariant, checked rather than assumed: a bench on a state the app cannot reach would measure nothing real.
    const { rows } = await db.query(
      `SELECT d.id FROM "Debt" d JOIN "User" u ON u.id = d."userId"
        WHERE u.email = $1 AND d.balance <> (SELECT coalesce(sum(e.amount), 0) FROM "LedgerEntry" e WHERE e."debtId" = d.id)`,
      [user.email],
    );
    if (rows.length > 0)
      throw new Error(`${rows.length} debts' balance differs from their ledger after adding payments`);
    await db.query("COMMIT");
    // As autovacuum would by the time a history this long exists: statistics for the planner, and no dead index
    // entries left by the UPDATEs above (the app never rewrites a whole history at once).
    await db.query(`VACUUM (ANALYZE) "Payment", "LedgerEntry", "Debt"`);
  } catch (error) {
    await db.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}

/**
 * Lets PostgreSQL write out the bulk setup (a checkpoint) before anything is measured: otherwise its background
 * writers flush it during the first loads, whose CPU per request counts PostgreSQL's processes.
 */
export async function settleDatabase(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("CHECKPOINT");
  } finally {
    await db.end();
  }
}
