import { DELETE as deleteDebtRoute } from "@/app/api/debts/[id]/route";
import { GET as monthsRoute } from "@/app/api/debts/[id]/months/route";
import { POST as statementRoute } from "@/app/api/debts/[id]/statement/route";
import { GET as progressRoute } from "@/app/api/progress/route";
import { todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { StatementResultDto } from "@/lib/debts/types";
import type { DebtMonthDto, DebtMonthsDto } from "@/lib/ledger/types";
import { ledgerBalanceCents } from "@/lib/ledger/service";
import { decimalToCents, parseMoneyToCents } from "@/lib/payoff/money";
import type { ProgressDto } from "@/lib/progress/types";
import { month } from "@/tests/support/calendar";
import { insertCard, logPayment } from "@/tests/support/debts";
import { CookieJar, callRoute, expectJson } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// The statement view (GET /api/debts/{id}/months) and statement updates that say what a higher balance is
// (docs/product-rules.md "The balance ledger"): new charges are their own line and never interest; interest and
// fees count as interest everywhere interest is summed and are paid first like interest; corrections stay visible.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

const months = (jar: CookieJar, id: string) =>
  callRoute(monthsRoute, { path: `/api/debts/${id}/months`, jar, params: { id } });

const statement = (jar: CookieJar, id: string, json: unknown) =>
  callRoute(statementRoute, { path: `/api/debts/${id}/statement`, json, jar, params: { id } });

const cents = (amount: string) => parseMoneyToCents(amount, { allowNegative: true });

/** closing = opening + interest + fees + new charges - payments + corrections, and each month opens at the last one's close. */
function expectMonthsAddUp(list: readonly DebtMonthDto[]) {
  list.forEach((m, i) => {
    expect(cents(m.closing)).toBe(
      cents(m.opening) +
        cents(m.interest) +
        cents(m.fees) +
        cents(m.newCharges) -
        cents(m.payments) +
        cents(m.corrections),
    );
    const older = list[i + 1];
    if (older) expect(m.opening).toBe(older.closing);
  });
}

describe("GET /api/debts/{id}/months", () => {
  it("sums the ledger per calendar month, newest first, to the cent, with statement lines of their own", async () => {
    const { jar, userId } = await signUp({ plan: "basic", prefix: "months" });
    const debt = await insertCard(userId, `${month(-3)}-10`);
    await logPayment(jar, debt.id, "300.00", `${month(-2)}-15`);
    const today = todayUtc();
    const charges = await statement(jar, debt.id, { balance: "99999.00", date: today, increaseKind: "new_charges" });
    const afterCharges = (await charges.json()) as StatementResultDto;
    expect(afterCharges.correction).toMatchObject({
      kind: "new_charges",
      entry: "purchase",
      label: "New charges from your statement",
    });
    const purchased = cents(afterCharges.correction!.amount);
    const fees = (await (
      await statement(jar, debt.id, { balance: "100024.50", date: today, increaseKind: "interest_fees" })
    ).json()) as StatementResultDto;
    expect(fees.correction).toMatchObject({ amount: "25.50", kind: "interest_and_fees", entry: "fee" });
    // Without saying what it is, an increase is a correction, as before.
    const corrected = (await (
      await statement(jar, debt.id, { balance: "100030.00", date: today })
    ).json()) as StatementResultDto;
    expect(corrected.correction).toMatchObject({ amount: "5.50", kind: "interest_and_fees", entry: "correction" });
    // Less owed is a correction whatever the question said.
    const lower = (await (
      await statement(jar, debt.id, { balance: "100020.00", date: today, increaseKind: "new_charges" })
    ).json()) as StatementResultDto;
    expect(lower.correction).toMatchObject({ amount: "-10.00", kind: "unknown_payments", entry: "correction" });

    const body = await expectJson<DebtMonthsDto>(await months(jar, debt.id));
    expect(body).toMatchObject({ debtId: debt.id, name: "Card", archived: false });
    expect(body.months.map((m) => m.month)).toEqual([month(0), month(-1), month(-2), month(-3)]);
    expectMonthsAddUp(body.months);
    const [current, , paidMonth, opened] = body.months;
    expect(opened).toMatchObject({ opening: "5000.00", interest: "0.00", payments: "0.00" });
    expect(paidMonth!.payments).toBe("300.00");
    expect(current).toMatchObject({ newCharges: afterCharges.correction!.amount, fees: "25.50", corrections: "-4.50" });
    expect(current!.notes.map((n) => [n.kind, n.amount, n.note])).toEqual([
      ["purchase", afterCharges.correction!.amount, "New charges from your statement"],
      ["fee", "25.50", "Interest and fees from your statement"],
      ["correction", "5.50", "Interest and fees from your statement"],
      ["correction", "-10.00", "Payments we didn't know about, from your statement"],
    ]);
    expect(purchased).toBeGreaterThan(0);
    // The newest month closes at the debt's balance; the interest column is the ledger's interest rows.
    expect(cents(current!.closing)).toBe(await ledgerBalanceCents(db, debt.id));
    const interestRows = await db.ledgerEntry.findMany({ where: { debtId: debt.id, kind: "interest" } });
    expect(body.months.reduce((sum, m) => sum + cents(m.interest), 0)).toBe(
      interestRows.reduce((sum, r) => sum + decimalToCents(r.amount), 0),
    );
  });

  it("counts the deferred-interest charge as interest", async () => {
    const { jar, userId } = await signUp({ plan: "basic", prefix: "months-deferred" });
    const debt = await insertCard(userId, `${month(-3)}-10`);
    await db.ledgerEntry.create({
      data: {
        debtId: debt.id,
        userId,
        kind: "charge",
        amount: "12.34",
        effectiveOn: new Date(`${month(-1)}-01T00:00:00Z`),
        note: "Deferred interest from the promo that ended March 2026",
      },
    });
    await db.ledgerEntry.create({
      data: {
        debtId: debt.id,
        userId,
        kind: "charge",
        amount: "7.00",
        effectiveOn: new Date(`${month(-1)}-02T00:00:00Z`),
      },
    });
    const body = await expectJson<DebtMonthsDto>(await months(jar, debt.id));
    const last = body.months.find((m) => m.month === month(-1))!;
    const interestRow = await db.ledgerEntry.findFirstOrThrow({
      where: { debtId: debt.id, kind: "interest", interestMonth: month(-1) },
    });
    expect(cents(last.interest)).toBe(decimalToCents(interestRow.amount) + 1234);
    expect(last.newCharges).toBe("7.00");
    expectMonthsAddUp(body.months);
  });

  it("an archived debt stays readable by its owner; another user's debt is a 404", async () => {
    const { jar, userId } = await signUp({ prefix: "months-archived" });
    const other = await signUp({ prefix: "months-other" });
    const debt = await insertCard(userId, `${month(-1)}-10`);
    await logPayment(jar, debt.id, "100.00", todayUtc());
    const removed = await callRoute(deleteDebtRoute, {
      method: "DELETE",
      path: `/api/debts/${debt.id}`,
      jar,
      params: { id: debt.id },
    });
    expect(removed.status).toBe(204);
    const body = await expectJson<DebtMonthsDto>(await months(jar, debt.id));
    expect(body.archived).toBe(true);
    expect(body.months[0]!.payments).toBe("100.00");
    expect((await months(other.jar, debt.id)).status).toBe(404);
    expect((await months(jar, "no-such-debt")).status).toBe(404);
  });
});

describe("statement updates: what a higher balance is", () => {
  it("interest and fees count as interest charged and are paid first; new charges are neither", async () => {
    const { jar, userId } = await signUp({ plan: "basic", prefix: "stmt-kinds" });
    const debt = await insertCard(userId, `${month(-2)}-10`);
    const progress = () => callRoute(progressRoute, { path: "/api/progress", jar }).then(expectJson<ProgressDto>);
    const before = await progress();
    const balance = (await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).balance;
    const today = todayUtc();

    const purchase = await statement(jar, debt.id, {
      balance: balance.plus(100).toFixed(2),
      date: today,
      increaseKind: "new_charges",
    });
    expect(purchase.status).toBe(200);
    const afterPurchase = await progress();
    expect(afterPurchase.interestSavedSoFar).toBe(before.interestSavedSoFar);

    await statement(jar, debt.id, {
      balance: balance.plus(140).toFixed(2),
      date: today,
      increaseKind: "interest_fees",
    });
    const afterFee = await progress();
    expect(cents(afterFee.interestSavedSoFar!)).toBe(cents(before.interestSavedSoFar!) - 4000);

    // The interest charged and not yet paid is paid first, the fee with it; the purchase is principal.
    const interestCharged = await db.ledgerEntry.findMany({ where: { debtId: debt.id, kind: "interest" } });
    const unpaidInterest = interestCharged.reduce((sum, r) => sum + decimalToCents(r.amount), 0);
    await logPayment(jar, debt.id, "1000.00", today);
    const payment = await db.payment.findFirstOrThrow({ where: { debtId: debt.id } });
    expect(decimalToCents(payment.interestPortion)).toBe(unpaidInterest + 4000);
    const afterPayment = await progress();
    expect(cents(afterPayment.interestPaidToDate)).toBe(unpaidInterest + 4000);
  });

  it("400 for an increase kind that is not one of the two", async () => {
    const { jar, userId } = await signUp({ prefix: "stmt-kind-bad" });
    const debt = await insertCard(userId, todayUtc());
    const res = await statement(jar, debt.id, { balance: "6000", date: todayUtc(), increaseKind: "gifts" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues[0]!.path).toBe("increaseKind");
    expect(await db.ledgerEntry.count({ where: { debtId: debt.id, kind: { not: "opening" } } })).toBe(0);
  });
});
