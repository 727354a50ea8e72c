import "server-only";
import { clockNow } from "@/lib/clock";
import { getPool } from "@/lib/db";
import { runEngineTasks } from "@/lib/engine-threads/engine";
import { userToday } from "@/lib/account/time-zone";
import { calendarMonthOfDay, dateFromDay } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decimalToCents, formatCents, formatYearMonth } from "@/lib/payoff";
import { loadMonthDebts } from "./month-debts";
import { choiceOf } from "./stored";
import { projectionFromToday } from "./this-month";

// docs/payoff.md "Plan versions". Written in the transaction that made the change, under the user's row lock, so the
// version sees exactly that change.

type Tx = Prisma.TransactionClient;

/** A day that already has a version gets it replaced; with no plan row there is nothing to version. */
export async function startPlanVersion(tx: Tx, userId: string, now = clockNow()): Promise<void> {
  const row = await tx.payoffPlan.findUnique({ where: { userId } });
  if (!row) return;
  const today = await userToday(userId, now);
  const month = calendarMonthOfDay(today);
  const debts = await loadMonthDebts(userId, month, today, tx);
  // The engine's run goes to its threads (ARCHITECTURE.md "Speed"): for 200 debts it is milliseconds of CPU. It goes
  // ahead of queued calculations, since this transaction holds the user's row lock and a pooled connection meanwhile.
  const { input, finish } = projectionFromToday(debts, choiceOf(row), month);
  const [totals] = input ? await runEngineTasks([{ kind: "totals", input }] as const, { first: true }) : [null];
  const projection = { startMonth: formatYearMonth(month), totalBalanceCents: finish(totals).totalBalanceCents };
  const columns = { strategy: row.strategy, monthlyBudget: row.monthlyBudget, projection };
  await tx.planVersion.upsert({
    where: { userId_startedOn: { userId, startedOn: dateFromDay(today) } },
    create: { userId, startedOn: dateFromDay(today), ...columns },
    update: columns,
  });
}

/** In the change's transaction, user row locked. With no plan yet the default one is made, its budget the minimums. */
export async function applyDebtChangeToPlan(
  tx: Tx,
  userId: string,
  budgetDeltaCents: number,
  now = clockNow(),
): Promise<void> {
  const row = await tx.payoffPlan.findUnique({ where: { userId }, select: { monthlyBudget: true } });
  if (!row) {
    const open = await tx.debt.findMany({
      where: { userId, closedAt: null, archivedAt: null },
      select: { minPayment: true },
    });
    if (open.length === 0) return;
    const minimums = open.reduce((sum, d) => sum + decimalToCents(d.minPayment), 0);
    await tx.payoffPlan.create({ data: { userId, strategy: "avalanche", monthlyBudget: formatCents(minimums) } });
  } else if (budgetDeltaCents !== 0) {
    const budget = Math.max(0, decimalToCents(row.monthlyBudget) + budgetDeltaCents);
    await tx.payoffPlan.update({ where: { userId }, data: { monthlyBudget: formatCents(budget) } });
  }
  await startPlanVersion(tx, userId, now);
}

/** The latest version begun by `today`, as stored (parseBaseline reads it). */
export async function readCurrentVersion(userId: string, today: string): Promise<unknown> {
  const { rows } = await getPool().query<{ projection: unknown }>(
    `SELECT projection FROM "PlanVersion" WHERE "userId" = $1 AND "startedOn" <= $2::date
      ORDER BY "startedOn" DESC LIMIT 1`,
    [userId, today],
  );
  return rows[0]?.projection ?? null;
}

export async function listPlanVersions(
  client: Pick<Tx, "planVersion">,
  userId: string,
  today: string,
): Promise<{ startedOn: string; projection: unknown }[]> {
  const rows = await client.planVersion.findMany({
    where: { userId, startedOn: { lte: dateFromDay(today) } },
    orderBy: { startedOn: "asc" },
    select: { startedOn: true, projection: true },
  });
  return rows.map((r) => ({ startedOn: r.startedOn.toISOString().slice(0, 10), projection: r.projection }));
}
