import { POST as joinRoute } from "@/app/api/challenges/[id]/join/route";
import { GET as summaryRoute } from "@/app/api/gamification/summary/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/payments/[id]/route";
import { GET as exportRoute } from "@/app/api/payments/export/route";
import { POST as logRoute } from "@/app/api/payments/log/route";
import { db } from "@/lib/db";
import type { GamificationSummaryDto, LogPaymentResultDto } from "@/lib/gamification/types";
import { ledgerBalanceCents } from "@/lib/ledger/service";
import type { PaymentChangeDto } from "@/lib/payments/types";
import { decimalToCents } from "@/lib/payoff/money";
import { insertDebt } from "@/tests/support/debts";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { day } from "@/tests/support/calendar";

// docs/product-rules.md "The balance ledger", "Corrections": a payment can be corrected (amount, date, note) or undone.
// The balance follows through the ledger, and every reward equals what the remaining payments earn: the XP event is
// rewritten or removed, the streak replayed, badges no longer earned withdrawn (with their XP), a debt open again loses
// its "Paid off" event, and debt-payment challenges count only what remains.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

async function debtFor(userId: string, balance = "2000.00", minPayment = "50.00", openedDaysAgo = 0, name = "Card") {
  return insertDebt(
    { data: { userId, name, balance, originalBalance: balance, interestRate: "0.000", minPayment } },
    { openedOn: day(-openedDaysAgo) },
  );
}

async function log(jar: CookieJar, debtId: string, amount: string, paymentDate = day()): Promise<LogPaymentResultDto> {
  const res = await callRoute(logRoute, { path: "/api/payments/log", json: { debtId, amount, paymentDate }, jar });
  expect(res.status).toBe(200);
  return (await res.json()) as LogPaymentResultDto;
}

const patch = (jar: CookieJar, id: string, json: unknown) =>
  callRoute(patchRoute, { method: "PATCH", path: `/api/payments/${id}`, json, jar, params: { id } });
const remove = (jar: CookieJar, id: string) =>
  callRoute(deleteRoute, { method: "DELETE", path: `/api/payments/${id}`, jar, params: { id } });

async function summary(jar: CookieJar): Promise<GamificationSummaryDto> {
  const res = await callRoute(summaryRoute, { path: "/api/gamification/summary", jar });
  return (await res.json()) as GamificationSummaryDto;
}

/** XP is the sum of the user's events; each payment_logged event belongs to a payment that exists. */
async function xpOf(userId: string): Promise<number> {
  const events = await db.gamificationEvent.findMany({ where: { userId } });
  return events.reduce((sum, e) => sum + e.xpGained, 0);
}

async function balanceOf(debtId: string): Promise<string> {
  const debt = await db.debt.findUniqueOrThrow({ where: { id: debtId } });
  expect(decimalToCents(debt.balance)).toBe(await ledgerBalanceCents(db, debtId));
  return debt.balance.toFixed(2);
}

const badges = async (userId: string) =>
  (await db.userBadge.findMany({ where: { userId }, orderBy: { badgeCode: "asc" } })).map((b) => b.badgeCode);

describe("PATCH /api/payments/{id}", () => {
  it("corrects the amount: the balance, the XP event and the split follow", async () => {
    const { jar, userId } = await signUp({ prefix: "fix-amount" });
    const debt = await debtFor(userId);
    const { payment } = await log(jar, debt.id, "100.00");
    expect(await balanceOf(debt.id)).toBe("1900.00");
    const xpBefore = await xpOf(userId);

    const res = await patch(jar, payment.id, { amount: "150.00", note: "Corrected from the bank statement" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PaymentChangeDto;
    expect(body.payment).toMatchObject({
      id: payment.id,
      amount: "150.00",
      description: "Corrected from the bank statement",
      principalPortion: "150.00",
    });
    expect(body.debt.balance).toBe("1850.00");
    expect(await balanceOf(debt.id)).toBe("1850.00");
    // 10 + 10 XP for $100 became 10 + 15 for $150, on the same event.
    expect(await xpOf(userId)).toBe(xpBefore + 5);
    const events = await db.gamificationEvent.findMany({ where: { userId, type: "payment_logged" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      paymentId: payment.id,
      description: "Logged a $150.00 payment to Card",
      xpGained: 25,
    });
  });

  it("moves the date: the streak is replayed from the payments as they now are", async () => {
    const { jar, userId } = await signUp({ prefix: "fix-date" });
    const debt = await debtFor(userId, "2000.00", "50.00", 40);
    await log(jar, debt.id, "50.00", day(-30));
    const second = await log(jar, debt.id, "50.00", day());
    expect(second.updatedStreak).toEqual({ currentDays: 31, longestDays: 31 });
    expect(await badges(userId)).toContain("streak_30");

    const first = await db.payment.findFirstOrThrow({
      where: { userId, paymentDate: new Date(`${day(-30)}T00:00:00Z`) },
    });
    const res = await patch(jar, first.id, { paymentDate: day(-10) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PaymentChangeDto;
    expect(body.withdrawnBadges.map((b) => b.code)).toEqual(["streak_30"]);
    expect((await summary(jar)).streak).toMatchObject({ currentDays: 11, longestDays: 11 });
    expect(await badges(userId)).not.toContain("streak_30");
    expect(await db.gamificationEvent.count({ where: { userId, description: 'Earned the "On a Roll" badge' } })).toBe(
      0,
    );
  });

  it("refuses more than the balance plus what it paid, a future date, a date before the debt, and an empty change", async () => {
    const { jar, userId } = await signUp({ prefix: "fix-bad" });
    const debt = await debtFor(userId, "300.00", "25.00", 5);
    const { payment } = await log(jar, debt.id, "100.00");
    const cases: [unknown, string][] = [
      [{ amount: "300.01" }, "amount"],
      [{ amount: "0" }, "amount"],
      [{ paymentDate: day(3) }, "paymentDate"],
      [{ paymentDate: day(-7) }, "paymentDate"],
      [{ paymentDate: "2026-02-30" }, "paymentDate"],
      [{}, ""],
    ];
    for (const [json, path] of cases) {
      const res = await patch(jar, payment.id, json);
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.issues?.[0]?.path ?? "").toBe(path);
    }
    // Exactly the balance plus what it paid is fine: the debt is paid off.
    const full = await patch(jar, payment.id, { amount: "300.00" });
    expect(full.status).toBe(200);
    expect(((await full.json()) as PaymentChangeDto).debt).toMatchObject({ balance: "0.00", isClosed: true });
    expect(await balanceOf(debt.id)).toBe("0.00");
  });

  it("answers 404 for another user's payment and changes nothing", async () => {
    const owner = await signUp({ prefix: "fix-owner" });
    const intruder = await signUp({ prefix: "fix-intruder" });
    const debt = await debtFor(owner.userId);
    const { payment } = await log(owner.jar, debt.id, "100.00");
    expect((await patch(intruder.jar, payment.id, { amount: "1.00" })).status).toBe(404);
    expect((await remove(intruder.jar, payment.id)).status).toBe(404);
    expect((await patch(intruder.jar, "no-such-payment", { amount: "1.00" })).status).toBe(404);
    expect(await balanceOf(debt.id)).toBe("1900.00");
    expect(await db.payment.count({ where: { id: payment.id } })).toBe(1);
  });
});

describe("DELETE /api/payments/{id}", () => {
  it("undoes a payment: the balance goes back, its XP and the badges it alone earned go", async () => {
    const { jar, userId } = await signUp({ prefix: "undo" });
    const debt = await debtFor(userId, "3000.00", "50.00");
    const { payment } = await log(jar, debt.id, "1200.00");
    expect(await badges(userId)).toEqual(["extra_mile", "first_payment", "paid_1000"]);
    expect(await xpOf(userId)).toBeGreaterThan(0);

    const res = await remove(jar, payment.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PaymentChangeDto;
    expect(body.payment).toBeNull();
    expect(body.debt.balance).toBe("3000.00");
    expect(body.withdrawnBadges.map((b) => b.code).sort()).toEqual(["extra_mile", "first_payment", "paid_1000"]);
    expect(await badges(userId)).toEqual([]);
    expect(await xpOf(userId)).toBe(0);
    expect((await summary(jar)).streak).toEqual({ currentDays: 0, longestDays: 0 });
    expect(await db.ledgerEntry.count({ where: { debtId: debt.id, kind: "payment" } })).toBe(0);
    // Undone once: a second undo is a 404.
    expect((await remove(jar, payment.id)).status).toBe(404);
  });

  it("undoing the payment that paid a debt off opens it again and takes back the Paid off event and badges", async () => {
    const { jar, userId } = await signUp({ prefix: "undo-close" });
    const debt = await debtFor(userId, "80.00", "25.00");
    await log(jar, debt.id, "30.00");
    const last = await log(jar, debt.id, "50.00");
    expect(last.debtClosed).toBe(true);
    expect(await badges(userId)).toEqual(expect.arrayContaining(["all_debts_closed", "first_debt_closed"]));

    const res = await remove(jar, last.payment.id);
    const body = (await res.json()) as PaymentChangeDto;
    expect(body.debt).toMatchObject({ balance: "50.00", isClosed: false });
    expect(await badges(userId)).toEqual(["first_payment"]);
    expect(await db.gamificationEvent.count({ where: { userId, type: "debt_closed" } })).toBe(0);
    // What remains: one $30 payment (13 XP) and First Step (50).
    expect(await xpOf(userId)).toBe(13 + 50);
    // The debt can be paid off again, and earns it all again.
    expect((await log(jar, debt.id, "50.00")).debtClosed).toBe(true);
  });

  it("a debt-payment challenge counts only the payments that remain", async () => {
    const { jar, userId } = await signUp({ prefix: "undo-challenge" });
    const debt = await debtFor(userId);
    const joined = await callRoute(joinRoute, {
      method: "POST",
      path: "/api/challenges/debt-free-month/join",
      jar,
      params: { id: "debt-free-month" },
    });
    expect(joined.status).toBe(201);
    const { payment } = await log(jar, debt.id, "75.00");
    const progress = async () =>
      (
        await db.challengeParticipation.findFirstOrThrow({ where: { userId, challengeId: "debt-free-month" } })
      ).progress.toFixed(2);
    expect(await progress()).toBe("75.00");
    await patch(jar, payment.id, { amount: "60.00" });
    expect(await progress()).toBe("60.00");
    await remove(jar, payment.id);
    expect(await progress()).toBe("0.00");
  });

  it("two undos of one payment at once: one succeeds, the other is a 404, nothing is counted twice", async () => {
    const { jar, userId } = await signUp({ prefix: "undo-race" });
    const debt = await debtFor(userId);
    const { payment } = await log(jar, debt.id, "100.00");
    await log(jar, debt.id, "40.00");
    const statuses = (
      await Promise.all([remove(jar, payment.id), remove(jar, payment.id), patch(jar, payment.id, { amount: "90.00" })])
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(1);
    expect(await db.payment.count({ where: { id: payment.id } })).toBe(0);
    expect(await balanceOf(debt.id)).toBe("1960.00");
    expect(await db.gamificationEvent.count({ where: { userId, type: "payment_logged" } })).toBe(1);
  });
});

describe("GET /api/payments/export (Basic and Pro)", () => {
  it("downloads the payments as CSV with their split, spreadsheet formulas defused", async () => {
    const { jar, userId } = await signUp({ plan: "basic", prefix: "export" });
    const debt = await debtFor(userId, "500.00", "25.00", 0, '=HYPERLINK("x")');
    await log(jar, debt.id, "20.00");
    const res = await callRoute(exportRoute, { path: "/api/payments/export", jar });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="debtwise-payments.csv"');
    expect(await res.text()).toBe(
      `Date,Debt,Amount,Interest,Principal,Note\r\n${day()},"'=HYPERLINK(""x"")",20.00,0.00,20.00,Payment\r\n`,
    );
    expect((await callRoute(exportRoute, { path: "/api/payments/export?from=nope", jar })).status).toBe(400);
  });
});
