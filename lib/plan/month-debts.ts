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

/** One statement, so one snapshot: a payment logged meanwhile is in every sum or in none. */
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
