import "server-only";
import { getPool } from "@/lib/db";
import { dateFromDay, dateFromMonth, dayFromDate } from "@/lib/dates";
import { toEngineDebt } from "@/lib/debts/stored";
import { Prisma, type Debt } from "@/lib/generated/prisma/client";
import { DEFERRED_NOTE_PREFIX, interestToComeCents } from "@/lib/ledger/rows";
import { readCaughtUp } from "@/lib/ledger/service";
import { addMonthsToCalendarMonth, parseMoneyToCents, type CalendarMonth } from "@/lib/payoff";
import { MONTH_DEBTS_SQL } from "./sql";
import type { MonthDebt } from "./this-month";

// The month's debts as lib/plan/this-month.ts needs them, read in one statement (MONTH_DEBTS_SQL), either on
// Prisma's pool (a read: GET /api/plan/this-month) or inside a transaction that just changed the debts or the plan
// (a new plan version must see that change).

type Tx = Prisma.TransactionClient;

type MonthDebtRow = Pick<
  Debt,
  | "id"
  | "name"
  | "balance"
  | "interestRate"
  | "minPayment"
  | "kind"
  | "promoRate"
  | "promoStartsOn"
  | "promoEndsOn"
  | "deferredInterest"
  | "creditLimit"
  | "dueDay"
  | "nextInterestOn"
  | "closedAt"
> & { trackedBeforeMonth: boolean; paidCents: number; movedCents: number; chargedCents: number };

type RawRow = {
  id: string;
  name: string;
  balance: string;
  interestRate: string;
  minPayment: string;
  kind: Debt["kind"];
  promoRate: string | null;
  promoStartsOn: string | null;
  promoEndsOn: string | null;
  deferredInterest: boolean;
  creditLimit: string | null;
  dueDay: number | null;
  nextInterestOn: string | null;
  closed: boolean;
  trackedBeforeMonth: boolean;
  paid: string;
  moved: string;
  charged: string;
};

/**
 * The debts of `month` (open, or paid off during it; archived ones never) with what was paid to each in the month
 * (payments dated in it), the balance the month started with (today's less the month's ledger rows other than an
 * opening: a debt added this month starts from its opening), whether it was tracked before the month, and this
 * month's interest (charged, or still to come on its accrual day). One statement, so one snapshot: a payment
 * logged meanwhile is in every sum or in none. On the pool its rows also say whether interest came due
 * (readCaughtUp): only then it catches up and reads again, so the usual request is this one query (the bench's api
 * and growth sections). In a transaction it reads what the transaction sees, as it is.
 */
export async function loadMonthDebts(
  userId: string,
  month: CalendarMonth,
  today: string,
  tx?: Tx,
): Promise<MonthDebt[]> {
  const nextMonth = dateFromMonth(addMonthsToCalendarMonth(month, 1));
  const params = [userId, dayFromDate(dateFromMonth(month)), dayFromDate(nextMonth), DEFERRED_NOTE_PREFIX];
  const read = async () =>
    (tx
      ? await tx.$queryRawUnsafe<RawRow[]>(MONTH_DEBTS_SQL, ...params)
      : (await getPool().query<RawRow>(MONTH_DEBTS_SQL, params)).rows
    ).map(parseRow);
  const rows = tx ? await read() : await readCaughtUp(userId, read, today);
  return rows.map((d) => {
    const debt = toEngineDebt(d);
    const toCome = d.closedAt === null ? interestToComeCents(d, nextMonth) : 0;
    return {
      debt,
      dueDay: d.dueDay,
      paidCents: d.paidCents,
      startCents: debt.balanceCents - d.movedCents,
      trackedBeforeMonth: d.trackedBeforeMonth,
      paidOffThisMonth: d.closedAt !== null,
      // At the rate of the accrual day (a promo's rate in its months).
      monthInterestCents: d.chargedCents + toCome,
      interestToComeCents: toCome,
    };
  });
}

/** Money and dates come back as text (no process time zone shifts a "YYYY-MM-DD"), parsed here. */
function parseRow(r: RawRow): MonthDebtRow {
  return {
    id: r.id,
    name: r.name,
    balance: new Prisma.Decimal(r.balance),
    interestRate: new Prisma.Decimal(r.interestRate),
    minPayment: new Prisma.Decimal(r.minPayment),
    kind: r.kind,
    promoRate: r.promoRate === null ? null : new Prisma.Decimal(r.promoRate),
    promoStartsOn: r.promoStartsOn,
    promoEndsOn: r.promoEndsOn,
    deferredInterest: r.deferredInterest,
    creditLimit: r.creditLimit === null ? null : new Prisma.Decimal(r.creditLimit),
    dueDay: r.dueDay,
    nextInterestOn: r.nextInterestOn === null ? null : dateFromDay(r.nextInterestOn),
    // Only whether it is closed matters here (a debt closed before the month is not read at all).
    closedAt: r.closed ? new Date(0) : null,
    trackedBeforeMonth: r.trackedBeforeMonth,
    paidCents: parseMoneyToCents(r.paid, { allowNegative: true }),
    movedCents: parseMoneyToCents(r.moved, { allowNegative: true }),
    chargedCents: parseMoneyToCents(r.charged, { allowNegative: true }),
  };
}
