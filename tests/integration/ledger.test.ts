import { GET as listDebtsRoute } from "@/app/api/debts/route";
import { PATCH as patchDebtRoute } from "@/app/api/debts/[id]/route";
import { GET as listPaymentsRoute } from "@/app/api/payments/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { dateFromDay, todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import { catchUpInterest, catchUpInterestForAll, ledgerBalanceCents } from "@/lib/ledger/service";
import { firstAccrualAfter } from "@/lib/ledger/rules";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import type { PaymentDto } from "@/lib/payments/types";
import { monthlyInterestCents } from "@/lib/payoff/interest";
import { decimalToCents, formatCents } from "@/lib/payoff/money";
import { insertCard } from "@/tests/support/debts";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { day } from "@/tests/support/calendar";

// docs/product-rules.md "The balance ledger": interest accrues monthly on the accrual
// day, caught up by any read that shows a balance (no scheduler needed) and by the daily cron, exactly once per
// month; payments are split into interest and principal; the balance is always the sum of the ledger's rows.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

/** A $5,000 card at 18 % due on the 1st, whose balance was entered `daysAgo` days ago. */
function cardOpened(userId: string, daysAgo: number, dueDay = 1) {
  return insertCard(userId, day(-daysAgo), dueDay);
}

/** The accrual days from `openedOn` through today for a debt due on `dueDay`. */
function accrualDays(openedOn: string, dueDay: number): string[] {
  const days: string[] = [];
  for (let d = firstAccrualAfter(openedOn, dueDay); d <= todayUtc(); d = firstAccrualAfter(d, dueDay)) days.push(d);
  return days;
}

async function listDebts(jar: CookieJar): Promise<DebtDto[]> {
  const res = await callRoute(listDebtsRoute, { path: "/api/debts", jar });
  expect(res.status).toBe(200);
  return (await res.json()) as DebtDto[];
}

async function log(jar: CookieJar, body: Record<string, unknown>) {
  return callRoute(logPaymentRoute, { path: "/api/payments/log", json: body, jar });
}

const interestRows = (debtId: string) =>
  db.ledgerEntry.findMany({ where: { debtId, kind: "interest" }, orderBy: { effectiveOn: "asc" } });

/** Moves a new debt's opening (due on the 1st) back to `openedOn`, as if nothing had read it since: no interest yet. */
async function backdateUnread(debtId: string, openedOn: string) {
  await db.ledgerEntry.updateMany({
    where: { debtId, kind: "opening" },
    data: { effectiveOn: dateFromDay(openedOn) },
  });
  await db.debt.update({
    where: { id: debtId },
    data: { nextInterestOn: dateFromDay(firstAccrualAfter(openedOn, 1)) },
  });
}

async function expectBalanceIsLedgerSum(debtId: string) {
  const debt = await db.debt.findUniqueOrThrow({ where: { id: debtId } });
  expect(decimalToCents(debt.balance)).toBe(await ledgerBalanceCents(db, debtId));
}

describe("interest accrual", () => {
  it("a new debt starts with its opening row and no interest until its first accrual day", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-new" });
    const debt = await cardOpened(userId, 0);
    const rows = await db.ledgerEntry.findMany({ where: { debtId: debt.id } });
    expect(rows.map((r) => [r.kind, r.amount.toFixed(2), r.effectiveOn.toISOString().slice(0, 10)])).toEqual([
      ["opening", "5000.00", todayUtc()],
    ]);
    expect((await listDebts(jar))[0]!.balance).toBe("5000.00");
    expect(debt.nextInterestOn?.toISOString().slice(0, 10)).toBe(firstAccrualAfter(todayUtc(), 1));
  });

  it("reading the debts charges every month that came due, once, compounding, as round_half_up(balance * APR / 1200)", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-catchup" });
    const debt = await cardOpened(userId, 0);
    // As if the balance had been entered 75 days ago and nothing had read it since.
    const openedOn = day(-75);
    await backdateUnread(debt.id, openedOn);

    // Concurrent reads charge each month once (user lock, then the unique month per debt).
    const answers = await Promise.all([listDebts(jar), listDebts(jar), listDebts(jar)]);
    const days = accrualDays(openedOn, 1);
    expect(days.length).toBeGreaterThanOrEqual(2);
    let balance = 500_000;
    const expected = days.map((d) => {
      const cents = monthlyInterestCents(balance, 1800);
      balance += cents;
      return { day: d, cents };
    });
    const rows = await interestRows(debt.id);
    expect(
      rows.map((r) => ({ day: r.effectiveOn.toISOString().slice(0, 10), cents: decimalToCents(r.amount) })),
    ).toEqual(expected);
    expect(rows.map((r) => r.interestMonth)).toEqual(days.map((d) => d.slice(0, 7)));
    for (const answer of answers) expect(answer[0]!.balance).toBe(formatCents(balance));
    await expectBalanceIsLedgerSum(debt.id);

    // Reading again charges nothing more.
    await listDebts(jar);
    expect(await interestRows(debt.id)).toHaveLength(days.length);
    const stored = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(stored.nextInterestOn?.toISOString().slice(0, 10)).toBe(firstAccrualAfter(todayUtc(), 1));
  });

  it("the daily cron catches up every user's debts the same way", async () => {
    const { userId } = await signUp({ prefix: "ledger-cron" });
    const debt = await cardOpened(userId, 0);
    const openedOn = day(-40);
    await backdateUnread(debt.id, openedOn);
    expect((await catchUpInterestForAll()).processed).toBeGreaterThanOrEqual(1);
    expect(await interestRows(debt.id)).toHaveLength(accrualDays(openedOn, 1).length);
    await catchUpInterest(userId);
    expect(await interestRows(debt.id)).toHaveLength(accrualDays(openedOn, 1).length);
    await expectBalanceIsLedgerSum(debt.id);
  });
});

describe("payments split into interest and principal", () => {
  it("a payment first pays the interest charged and not yet paid; the rest is principal", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-split" });
    const debt = await cardOpened(userId, 45);
    const charged = (await interestRows(debt.id)).reduce((sum, r) => sum + decimalToCents(r.amount), 0);
    expect(charged).toBeGreaterThan(0);

    const res = await log(jar, { debtId: debt.id, amount: "200.00", paymentDate: day() });
    expect(res.status).toBe(200);
    const { payment, debt: after } = (await res.json()) as LogPaymentResultDto;
    const interest = Math.min(charged, 20_000);
    expect(payment).toMatchObject({
      interestPortion: formatCents(interest),
      principalPortion: formatCents(20_000 - interest),
    });
    expect(after.balance).toBe(formatCents(500_000 + charged - 20_000));
    await expectBalanceIsLedgerSum(debt.id);

    // The first one paid all the interest charged, so the next is all principal.
    expect(charged).toBeLessThan(20_000);
    const second = (await (
      await log(jar, { debtId: debt.id, amount: "50.00", paymentDate: day() })
    ).json()) as LogPaymentResultDto;
    expect(second.payment).toMatchObject({ interestPortion: "0.00", principalPortion: "50.00" });
  });

  it("a backdated payment lowers the interest charged since, and its split follows", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-backdated" });
    const openedOn = day(-70);
    const debt = await cardOpened(userId, 70);
    const before = (await interestRows(debt.id)).map((r) => decimalToCents(r.amount));
    const days = accrualDays(openedOn, 1);
    expect(before).toHaveLength(days.length);

    // Paid before any interest came due: all principal, and every month since is charged on $1,000 less.
    expect(days[0]! > openedOn).toBe(true);
    const res = await log(jar, { debtId: debt.id, amount: "1000.00", paymentDate: openedOn });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LogPaymentResultDto;
    expect(body.payment).toMatchObject({ interestPortion: "0.00", principalPortion: "1000.00" });
    const after = (await interestRows(debt.id)).map((r) => decimalToCents(r.amount));
    let balance = 400_000;
    expect(after).toEqual(
      days.map(() => {
        const cents = monthlyInterestCents(balance, 1800);
        balance += cents;
        return cents;
      }),
    );
    expect(body.debt.balance).toBe(formatCents(balance));
    await expectBalanceIsLedgerSum(debt.id);
  });

  it("refuses a payment dated before the balance was entered (a day of grace for time zones), and writes nothing", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-early" });
    const debt = await cardOpened(userId, 3);
    const res = await log(jar, { debtId: debt.id, amount: "10.00", paymentDate: day(-5) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues[0]).toMatchObject({ path: "paymentDate" });
    expect(body.error.issues[0]!.message).toContain(`cannot be before ${day(-4)}`);
    expect(await db.payment.count({ where: { debtId: debt.id } })).toBe(0);
    // The day before the opening is allowed: in the US evening the user's own date is still yesterday in UTC.
    expect((await log(jar, { debtId: debt.id, amount: "10.00", paymentDate: day(-4) })).status).toBe(200);
    await expectBalanceIsLedgerSum(debt.id);
  });

  it("refuses a backdated payment that would clear more than is owed once the interest it saves is counted", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-over" });
    const debt = await cardOpened(userId, 70);
    const balance = (await listDebts(jar))[0]!.balance;
    // The whole current balance, dated before the interest: the interest it saves makes it too much.
    const res = await log(jar, { debtId: debt.id, amount: balance, paymentDate: day(-70) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues[0]!.path).toBe("amount");
    expect(body.error.issues[0]!.message).toContain("is more than the remaining balance of $5,000.00.");
    expect(await db.payment.count({ where: { debtId: debt.id } })).toBe(0);
    expect((await listDebts(jar))[0]!.balance).toBe(balance);
    await expectBalanceIsLedgerSum(debt.id);
  });
});

describe("GET /api/payments", () => {
  it("lists each payment with its split, filtered by debt and dates", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-list", plan: "basic" });
    const a = await cardOpened(userId, 20);
    const b = await cardOpened(userId, 20);
    for (const [debtId, paymentDate] of [
      [a.id, day(-15)],
      [a.id, day(-2)],
      [b.id, day(-10)],
    ] as const) {
      expect((await log(jar, { debtId, amount: "25.00", paymentDate })).status).toBe(200);
    }
    const get = async (query: string) => {
      const res = await callRoute(listPaymentsRoute, { path: `/api/payments${query}`, jar });
      return { status: res.status, body: (await res.json()) as PaymentDto[] };
    };
    const all = await get("");
    expect(all.body.map((p) => p.paymentDate)).toEqual([day(-2), day(-10), day(-15)]);
    for (const p of all.body) {
      expect(
        decimalToCents({ toFixed: () => p.interestPortion }) + decimalToCents({ toFixed: () => p.principalPortion }),
      ).toBe(2_500);
    }
    expect((await get(`?debtId=${a.id}`)).body.map((p) => p.paymentDate)).toEqual([day(-2), day(-15)]);
    expect((await get(`?from=${day(-12)}&to=${day(-3)}`)).body.map((p) => p.paymentDate)).toEqual([day(-10)]);
    expect((await get(`?debtId=${a.id}&from=${day(-3)}`)).body.map((p) => p.paymentDate)).toEqual([day(-2)]);
  });

  it("400 for a malformed date or a range that ends before it starts", async () => {
    const { jar } = await signUp({ prefix: "ledger-badq" });
    for (const query of ["?from=yesterday", "?to=2026-02-30", `?from=${day()}&to=${day(-1)}`]) {
      const res = await callRoute(listPaymentsRoute, { path: `/api/payments${query}`, jar });
      expect(res.status).toBe(400);
    }
  });
});

describe("editing a debt's balance", () => {
  it("before anything happened it fixes the opening; after, it is a correction of the difference", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-edit" });
    const debt = await cardOpened(userId, 0);
    const patch = (balance: string) =>
      callRoute(patchDebtRoute, {
        method: "PATCH",
        path: `/api/debts/${debt.id}`,
        json: { balance },
        jar,
        params: { id: debt.id },
      });

    expect((await patch("4800.00")).status).toBe(200);
    expect(await db.ledgerEntry.findMany({ where: { debtId: debt.id }, select: { kind: true } })).toEqual([
      { kind: "opening" },
    ]);
    await expectBalanceIsLedgerSum(debt.id);

    expect((await log(jar, { debtId: debt.id, amount: "100.00", paymentDate: day() })).status).toBe(200);
    expect((await patch("4750.00")).status).toBe(200);
    const correction = await db.ledgerEntry.findFirstOrThrow({ where: { debtId: debt.id, kind: "correction" } });
    expect(correction.amount.toFixed(2)).toBe("50.00");
    expect((await listDebts(jar))[0]!.balance).toBe("4750.00");
    await expectBalanceIsLedgerSum(debt.id);
  });
});

describe('changing the due day (docs/product-rules.md "The balance ledger")', () => {
  const patchDueDay = (jar: CookieJar, id: string, dueDay: number) =>
    callRoute(patchDebtRoute, { method: "PATCH", path: `/api/debts/${id}`, json: { dueDay }, jar, params: { id } });

  /** Catches up through `days` days from now, then answers every interest row as [month, day], oldest first. */
  async function interestRowsThrough(userId: string, debtId: string, days: number): Promise<[string, string][]> {
    await catchUpInterest(userId, day(days));
    const rows = await db.ledgerEntry.findMany({
      where: { debtId, kind: "interest" },
      orderBy: { effectiveOn: "asc" },
    });
    return rows.map((r) => [r.interestMonth!, r.effectiveOn.toISOString().slice(0, 10)]);
  }

  /** Every month from the first charged to the last, each once: none skipped, none twice. */
  function expectEveryMonthOnce(rows: readonly [string, string][]) {
    const months = rows.map(([m]) => m);
    for (let i = 1; i < months.length; i++) {
      const [y, m] = months[i - 1]!.split("-").map(Number) as [number, number];
      expect(months[i]).toBe(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`);
    }
  }

  it.each([
    // This month is charged already (the 1st); the new day comes later in it: next month on the new day.
    ["a later day", 1, 28],
    // This month is not charged yet (its old day is still to come, when today allows it); the new day, the 1st,
    // has passed: charged now, on that day.
    ["an earlier day", Math.min(Number(day().slice(8)) + 1, 28), 1],
  ])("%s moves the next charge to it: no month charged twice or skipped", async (_, oldDay, newDay) => {
    const { jar, userId } = await signUp({ prefix: "due-day-move" });
    const debt = await cardOpened(userId, 70, oldDay);
    const before = await interestRowsThrough(userId, debt.id, 0);

    const res = await patchDueDay(jar, debt.id, newDay);
    expect(res.status).toBe(200);
    const { nextInterestOn } = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(nextInterestOn!.getUTCDate()).toBe(newDay);
    expect(nextInterestOn!.toISOString().slice(0, 10) > day()).toBe(true);

    const after = await interestRowsThrough(userId, debt.id, 100);
    // The months charged before the change stay as they were.
    expect(after.slice(0, before.length)).toEqual(before);
    const moved = after.slice(before.length);
    expect(moved.length).toBeGreaterThanOrEqual(3);
    for (const [, d] of moved) expect(Number(d.slice(8))).toBe(newDay);
    // The next interest row is the one nextInterestOn named, unless the change itself charged a month now.
    const next = moved.find(([, d]) => d > day());
    expect(next![1]).toBe(nextInterestOn!.toISOString().slice(0, 10));
    expectEveryMonthOnce(after);
    const stored = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(decimalToCents(stored.balance)).toBe(await ledgerBalanceCents(db, debt.id));
  });
});
