import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addLedgerRow, syncDebtLedger } from "@/lib/ledger/service";
import { decimalToCents } from "@/lib/payoff/money";
import { CookieJar, callRoute } from "./route-client";

/**
 * Test setup: a debt row written directly (any columns), with the opening ledger row the debts service writes
 * (docs/product-rules.md "The balance ledger"), so payments and interest work on it as on a debt added through the API.
 * `openedOn` backdates the opening, for tests that log payments dated in the past; interest for the months since
 * is charged as it would have been. A promo starts in the opening month, as on create, unless `data` says otherwise.
 */
export async function insertDebt(
  { data }: { data: Prisma.DebtUncheckedCreateInput },
  options: { openedOn?: string } = {},
) {
  return db.$transaction(async (tx) => {
    const day = options.openedOn ?? todayUtc();
    const promoStartsOn = data.promoStartsOn ?? (data.promoRate != null ? day.slice(0, 7) : null);
    const debt = await tx.debt.create({ data: { ...data, promoStartsOn } });
    await addLedgerRow(tx, debt, { kind: "opening", cents: decimalToCents(debt.balance), day });
    return (await syncDebtLedger(tx, debt.id, { from: day, today: todayUtc() })).debt;
  });
}

/**
 * The suites' usual card: $5,000 at 18 % APR, $150 minimum, due on `dueDay` (the 1st unless said), whose balance was
 * entered on `openedOn`.
 */
export async function insertCard(userId: string, openedOn: string, dueDay = 1) {
  return insertDebt(
    {
      data: {
        userId,
        name: "Card",
        balance: "5000.00",
        originalBalance: "5000.00",
        interestRate: "18.000",
        minPayment: "150.00",
        dueDay,
      },
    },
    { openedOn },
  );
}

/** Logs a payment as the Log payment dialog does (POST /api/payments/log) and expects it accepted. */
export async function logPayment(
  jar: CookieJar,
  debtId: string,
  amount: string,
  paymentDate = todayUtc(),
): Promise<void> {
  const res = await callRoute(logPaymentRoute, {
    path: "/api/payments/log",
    json: { debtId, amount, paymentDate },
    jar,
  });
  expect(res.status).toBe(200);
}

/**
 * The reminder suites' debt: $2,500.00 at 19.99 %, $75.00 minimum, due on `dueDay`, tracked since 2031-01-05 (their
 * runs are in March 2031, so a missed due date counts).
 */
export function insertReminderDebt(userId: string, dueDay: number | null, name = "Visa Card") {
  return insertDebt({
    data: {
      userId,
      name,
      balance: "2500.00",
      originalBalance: "2500.00",
      interestRate: "19.990",
      minPayment: "75.00",
      dueDay,
      createdAt: new Date("2031-01-05T12:00:00Z"),
    },
  });
}

/** The streamed-writer suites' card: "Visa", $4,200.00 at 19.99 % APR, $126 minimum, entered today. */
export function insertVisa(userId: string) {
  return insertDebt({
    data: {
      userId,
      name: "Visa",
      balance: "4200.00",
      originalBalance: "4200.00",
      interestRate: "19.990",
      minPayment: "126.00",
    },
  });
}
