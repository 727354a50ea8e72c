import { GET as listDebtsRoute } from "@/app/api/debts/route";
import { PATCH as patchDebtRoute } from "@/app/api/debts/[id]/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { addDays, dateFromDay, todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import { deferredInterestNote } from "@/lib/ledger/rows";
import { catchUpInterest, ledgerBalanceCents } from "@/lib/ledger/service";
import { firstAccrualAfter } from "@/lib/ledger/rules";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import { monthlyInterestCents } from "@/lib/payoff/interest";
import { decimalToCents, formatCents } from "@/lib/payoff/money";
import { insertCard, insertDebt } from "@/tests/support/debts";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { day } from "@/tests/support/calendar";

// Promotional rates in the balance ledger (docs/payoff.md "Promotional rates", "Deferred interest"): the monthly
// interest follows the promo rate through its last month and the regular rate after; a deferred-interest promo that
// ends with a balance left charges the promo months' regular-rate interest once, as its own "charge" row, before the
// first regular month's interest.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

/** The accrual days from `openedOn` through today for a debt due on `dueDay`. */
function accrualDays(openedOn: string, dueDay = 1): string[] {
  const days: string[] = [];
  for (let d = firstAccrualAfter(openedOn, dueDay); d <= todayUtc(); d = firstAccrualAfter(d, dueDay)) days.push(d);
  return days;
}

/**
 * A $5,000 card at 18 % due on the 1st, entered 100 days ago (so at least three accrual days have passed), whose
 * promo lasts through the month of its `promoAccruals`-th accrual day.
 */
async function promoCard(userId: string, promo: { rate: string; promoAccruals: number; deferred: boolean }) {
  const openedOn = day(-100);
  const days = accrualDays(openedOn);
  expect(days.length).toBeGreaterThanOrEqual(3);
  const endsOn = days[promo.promoAccruals - 1]!.slice(0, 7);
  const debt = await insertDebt(
    {
      data: {
        userId,
        name: "Store card",
        balance: "5000.00",
        originalBalance: "5000.00",
        interestRate: "18.000",
        minPayment: "150.00",
        dueDay: 1,
        kind: "credit_card",
        promoRate: promo.rate,
        promoEndsOn: endsOn,
        deferredInterest: promo.deferred,
      },
    },
    { openedOn },
  );
  return { debt, openedOn, days, endsOn };
}

/** Interest and charge rows by day; on one day the deferred charge (applied first) before the interest. */
const rowsOf = async (debtId: string) =>
  (await db.ledgerEntry.findMany({ where: { debtId, kind: { in: ["interest", "charge"] } } }))
    .map((r) => ({
      kind: r.kind,
      day: r.effectiveOn.toISOString().slice(0, 10),
      cents: decimalToCents(r.amount),
      note: r.note,
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || (a.kind === "charge" ? -1 : 1));

async function expectBalanceIsLedgerSum(debtId: string) {
  const debt = await db.debt.findUniqueOrThrow({ where: { id: debtId } });
  expect(decimalToCents(debt.balance)).toBe(await ledgerBalanceCents(db, debtId));
}

async function listDebts(jar: CookieJar): Promise<DebtDto[]> {
  const res = await callRoute(listDebtsRoute, { path: "/api/debts", jar });
  expect(res.status).toBe(200);
  return (await res.json()) as DebtDto[];
}

const log = (jar: CookieJar, body: Record<string, unknown>) =>
  callRoute(logPaymentRoute, { path: "/api/payments/log", json: body, jar });

describe("interest at the promotional rate", () => {
  it("a 0 % promo charges nothing through its last month and the regular rate after", async () => {
    const { userId } = await signUp({ prefix: "ledger-promo0" });
    const { debt, days } = await promoCard(userId, { rate: "0", promoAccruals: 2, deferred: false });
    let balance = 500_000;
    const expected = days.slice(2).map((d) => {
      const cents = monthlyInterestCents(balance, 1800);
      balance += cents;
      return { kind: "interest", day: d, cents, note: null };
    });
    expect(await rowsOf(debt.id)).toEqual(expected);
    expect(decimalToCents(debt.balance)).toBe(balance);
    await expectBalanceIsLedgerSum(debt.id);
  });

  it("a 2.99 % promo charges round_half_up(balance * 2.99 / 1200) in its months", async () => {
    const { userId } = await signUp({ prefix: "ledger-promo299" });
    const { debt, days } = await promoCard(userId, { rate: "2.99", promoAccruals: 2, deferred: false });
    let balance = 500_000;
    const expected = days.map((d, i) => {
      const cents = monthlyInterestCents(balance, i < 2 ? 299 : 1800);
      balance += cents;
      return { kind: "interest", day: d, cents, note: null };
    });
    // By hand: 5,000.00 * 2.99 % / 12 = 12.458 -> 12.46 the first month.
    expect(expected[0]!.cents).toBe(1_246);
    expect(await rowsOf(debt.id)).toEqual(expected);
    await expectBalanceIsLedgerSum(debt.id);
  });
});

describe("deferred interest", () => {
  it("a balance left after the promo is charged the promo months' regular-rate interest once, as its own row before the month's interest", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-deferred" });
    const { debt, days, endsOn } = await promoCard(userId, { rate: "0", promoAccruals: 2, deferred: true });
    // Two promo months on $5,000.00 at 18 %: 75.00 each, 150.00 charged on the third accrual day.
    const deferred = 15_000;
    let balance = 500_000 + deferred;
    const after = days.slice(2).map((d) => {
      const cents = monthlyInterestCents(balance, 1800);
      balance += cents;
      return { kind: "interest", day: d, cents, note: null };
    });
    const charge = { kind: "charge", day: days[2]!, cents: deferred, note: deferredInterestNote(endsOn) };
    expect(await rowsOf(debt.id)).toEqual([charge, ...after]);
    expect(charge.note).toMatch(/^Deferred interest from the promo that ended [A-Z][a-z]+ \d{4}$/);
    await expectBalanceIsLedgerSum(debt.id);

    // Reading again (catch-up, the debts list) charges it no second time.
    await catchUpInterest(userId);
    expect((await listDebts(jar))[0]!.balance).toBe(formatCents(balance));
    expect(await rowsOf(debt.id)).toEqual([charge, ...after]);
  });

  it("the first month after the promo is charged by the catch-up like any month (once, however many readers)", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-deferred-catchup" });
    const { debt, days } = await promoCard(userId, { rate: "0", promoAccruals: 2, deferred: true });
    // As if nothing had been charged since the promo's second month: rows from the third accrual day go, and
    // the next accrual is due again.
    await db.ledgerEntry.deleteMany({
      where: { debtId: debt.id, effectiveOn: { gte: dateFromDay(days[2]!) }, kind: { in: ["interest", "charge"] } },
    });
    await db.debt.update({
      where: { id: debt.id },
      data: { nextInterestOn: dateFromDay(days[2]!), balance: "5000.00" },
    });
    await Promise.all([listDebts(jar), listDebts(jar), listDebts(jar)]);
    const rows = await rowsOf(debt.id);
    expect(rows.filter((r) => r.kind === "charge")).toEqual([
      expect.objectContaining({ day: days[2]!, cents: 15_000 }),
    ]);
    expect(rows.filter((r) => r.kind === "interest")).toHaveLength(days.length - 2);
    await expectBalanceIsLedgerSum(debt.id);
  });

  it("a backdated payment in a promo month lowers the deferred charge and the interest since", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-deferred-pay" });
    const { debt, days, openedOn } = await promoCard(userId, { rate: "0", promoAccruals: 2, deferred: true });
    const res = await log(jar, { debtId: debt.id, amount: "1000.00", paymentDate: openedOn });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LogPaymentResultDto;
    // Both promo months on $4,000.00: 60.00 each.
    const deferred = 12_000;
    let balance = 400_000 + deferred;
    const after = days.slice(2).map(() => {
      const cents = monthlyInterestCents(balance, 1800);
      balance += cents;
      return cents;
    });
    const rows = await rowsOf(debt.id);
    expect(rows.filter((r) => r.kind === "charge").map((r) => [r.day, r.cents])).toEqual([[days[2]!, deferred]]);
    expect(rows.filter((r) => r.kind === "interest").map((r) => r.cents)).toEqual(after);
    expect(body.debt.balance).toBe(formatCents(balance));
    await expectBalanceIsLedgerSum(debt.id);
  });

  it("paid off before the promo ends: no deferred interest, ever", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-deferred-paid" });
    const { debt, openedOn } = await promoCard(userId, { rate: "0", promoAccruals: 2, deferred: true });
    const res = await log(jar, { debtId: debt.id, amount: "5000.00", paymentDate: openedOn });
    expect(res.status).toBe(200);
    expect(await rowsOf(debt.id)).toEqual([]);
    expect(((await res.json()) as LogPaymentResultDto).debt.balance).toBe("0.00");
    await expectBalanceIsLedgerSum(debt.id);
  });

  it("without deferred interest a promo that ends charges nothing extra", async () => {
    const { userId } = await signUp({ prefix: "ledger-promo-plain" });
    const { debt } = await promoCard(userId, { rate: "0", promoAccruals: 2, deferred: false });
    expect((await rowsOf(debt.id)).filter((r) => r.kind === "charge")).toEqual([]);
  });

  it("the charge stays when the promo is later removed from the debt, and the balance stays the ledger's sum", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-deferred-clear" });
    const { debt } = await promoCard(userId, { rate: "0", promoAccruals: 2, deferred: true });
    const before = await rowsOf(debt.id);
    const res = await callRoute(patchDebtRoute, {
      method: "PATCH",
      path: `/api/debts/${debt.id}`,
      json: { promoRate: null },
      jar,
      params: { id: debt.id },
    });
    expect(res.status).toBe(200);
    // A statement-like change dated today re-syncs the ledger from today on: the past charge is kept.
    expect((await log(jar, { debtId: debt.id, amount: "10.00", paymentDate: day() })).status).toBe(200);
    expect((await rowsOf(debt.id)).filter((r) => r.kind === "charge")).toEqual(
      before.filter((r) => r.kind === "charge"),
    );
    await expectBalanceIsLedgerSum(debt.id);
  });
});

describe("a promo added to a debt with history (its first month)", () => {
  const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06`;
  const patch = (jar: CookieJar, id: string, json: unknown) =>
    callRoute(patchDebtRoute, { method: "PATCH", path: `/api/debts/${id}`, json, jar, params: { id } });

  it("a backdated payment charges the months before the promo again at the regular rate", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-promo-late" });
    const openedOn = day(-200);
    const days = accrualDays(openedOn);
    const debt = await insertCard(userId, openedOn);
    const res = await patch(jar, debt.id, { promoRate: "0", promoEndsOn: NEXT_YEAR, deferredInterest: true });
    expect(res.status).toBe(200);
    // Its first month is the first accrual day's after today: every month charged so far stays at 18 %.
    const row = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(row.promoStartsOn).toBe(firstAccrualAfter(todayUtc(), 1).slice(0, 7));

    expect((await log(jar, { debtId: debt.id, amount: "1000.00", paymentDate: openedOn })).status).toBe(200);
    let balance = 400_000;
    const expected = days.map((d) => {
      const cents = monthlyInterestCents(balance, 1800);
      balance += cents;
      return { kind: "interest", day: d, cents, note: null };
    });
    // By hand: 4,000.00 * 18 % / 12 = 60.00 the first month.
    expect(expected[0]!.cents).toBe(6_000);
    expect(await rowsOf(debt.id)).toEqual(expected);
    expect((await listDebts(jar))[0]!.balance).toBe(formatCents(balance));
    await expectBalanceIsLedgerSum(debt.id);
  });

  it("the deferred charge is the promo months' interest alone, to the cent, before and after a backdated payment", async () => {
    const { jar, userId } = await signUp({ prefix: "ledger-promo-late-deferred" });
    const openedOn = day(-250);
    // $5,000.00 at 18 % due on the 1st: at least 7 accrual days d0..d6 have passed.
    const days = accrualDays(openedOn);
    expect(days.length).toBeGreaterThanOrEqual(7);
    const debt = await insertCard(userId, openedOn);
    // Back to just after d2, as if nothing had been read since: d3 on is not charged yet.
    await db.ledgerEntry.deleteMany({
      where: { debtId: debt.id, kind: "interest", effectiveOn: { gte: dateFromDay(days[3]!) } },
    });
    await db.debt.update({
      where: { id: debt.id },
      data: { nextInterestOn: dateFromDay(days[3]!), balance: formatCents(await ledgerBalanceCents(db, debt.id)) },
    });
    const res = await patch(jar, debt.id, { promoRate: "0", promoEndsOn: NEXT_YEAR, deferredInterest: true });
    expect(res.status).toBe(200);
    // The promo as that PATCH would have set it then: from d3's month through d4's (no API takes a past month).
    const promoMonths = { promoStartsOn: days[3]!.slice(0, 7), promoEndsOn: days[4]!.slice(0, 7) };
    await db.debt.update({ where: { id: debt.id }, data: promoMonths });

    // The catch-up: d0-d2 charged before the promo (75.00, 76.13, 77.27: 5,228.40), d3 and d4 at 0 % each
    // tallying 5,228.40 * 1.5 % = 78.426 -> 78.43, so 156.86 deferred on d5 (not d0-d2's 228.40 a second time).
    await listDebts(jar);
    const caughtUp = await rowsOf(debt.id);
    expect(caughtUp.filter((r) => r.kind === "charge").map((r) => [r.day, r.cents])).toEqual([[days[5]!, 15_686]]);
    expect(caughtUp.filter((r) => r.kind === "interest" && r.day <= days[4]!).map((r) => r.cents)).toEqual([
      7_500, 7_613, 7_727,
    ]);

    // $1,000.00 paid between d0 and d1, logged now: d1 on is charged again. d0 75.00 -> 4,075.00; d1 61.125 ->
    // 61.13; d2 62.04195 -> 62.04 (4,198.17, still 18 %: before the promo); d3, d4 at 0 % each tallying
    // 62.97255 -> 62.97: 125.94 deferred on d5; then d5 on 4,324.11: 64.86165 -> 64.86, d6 65.83, ...
    const paidOn = addDays(days[0]!, 3);
    expect(paidOn < days[1]!).toBe(true);
    const paid = await log(jar, { debtId: debt.id, amount: "1000.00", paymentDate: paidOn });
    expect(paid.status).toBe(200);
    const charge = {
      kind: "charge",
      day: days[5]!,
      cents: 12_594,
      note: deferredInterestNote(promoMonths.promoEndsOn),
    };
    let balance = 419_817 + charge.cents;
    const after = days.slice(5).map((d) => {
      const cents = monthlyInterestCents(balance, 1800);
      balance += cents;
      return { kind: "interest", day: d, cents, note: null };
    });
    expect(after.slice(0, 2).map((r) => r.cents)).toEqual([6_486, 6_583]);
    expect(await rowsOf(debt.id)).toEqual([
      ...[7_500, 6_113, 6_204].map((cents, i) => ({ kind: "interest", day: days[i]!, cents, note: null })),
      charge,
      ...after,
    ]);
    // The payment paid d0's interest first.
    const split = await db.payment.findFirstOrThrow({ where: { debtId: debt.id } });
    expect([decimalToCents(split.interestPortion), decimalToCents(split.principalPortion)]).toEqual([7_500, 92_500]);
    expect(((await paid.json()) as LogPaymentResultDto).debt.balance).toBe(formatCents(balance));
    await expectBalanceIsLedgerSum(debt.id);
  });
});
