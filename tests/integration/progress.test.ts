import { PUT as putPlanRoute } from "@/app/api/plan/route";
import { GET as progressRoute } from "@/app/api/progress/route";
import { todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { ErrorBody } from "@/lib/errors";
import { parseBaseline } from "@/lib/plan/this-month";
import { decimalToCents, formatCents } from "@/lib/payoff/money";
import type { ProgressDto } from "@/lib/progress/types";
import { month } from "@/tests/support/calendar";
import { insertCard, logPayment } from "@/tests/support/debts";
import { CookieJar, callRoute, expectJson } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// "Actual progress" (docs/payoff.md "The saved plan"): GET /api/progress draws the ledger's month-end balances against
// the first saved plan's baseline and a minimums-only run. Basic and Pro get the history, Free the current month only.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

const UPGRADE =
  "Progress analytics and goal setting are included in the Basic and Pro plans. Upgrade to Basic to use them.";

async function progress(jar: CookieJar): Promise<ProgressDto> {
  return expectJson<ProgressDto>(await callRoute(progressRoute, { path: "/api/progress", jar }));
}

/** A $5,000 card at 18 %, due on the 1st, whose balance was entered on the 10th three months ago: interest since is charged. */
function cardOpenedThreeMonthsAgo(userId: string) {
  return insertCard(userId, `${month(-3)}-10`);
}

/** The sum of the user's ledger rows dated before the first day of the month after `yearMonth`, read straight from the table. */
async function ledgerSumAtEndOf(userId: string, yearMonth: string): Promise<string> {
  const [y, m] = yearMonth.split("-").map(Number);
  const next = new Date(Date.UTC(y!, m!, 1));
  const { _sum } = await db.ledgerEntry.aggregate({
    where: { userId, effectiveOn: { lt: next } },
    _sum: { amount: true },
  });
  return _sum.amount!.toFixed(2);
}

describe("GET /api/progress", () => {
  it("answers each month's end from the ledger, the interest paid, and the plan's baseline once one is saved", async () => {
    const { jar, userId } = await signUp({ plan: "basic", prefix: "progress" });
    const debt = await cardOpenedThreeMonthsAgo(userId);
    await logPayment(jar, debt.id, "300.00", `${month(-2)}-15`);
    await logPayment(jar, debt.id, "200.00", todayUtc());

    const before = await progress(jar);
    expect(before.limited).toBe(false);
    expect(before.upgradeMessage).toBeNull();
    expect(before.months.map((m) => m.month)).toEqual([month(-4), month(-3), month(-2), month(-1), month(0)]);
    for (const m of before.months.slice(1)) expect(m.actual).toBe(await ledgerSumAtEndOf(userId, m.month));
    // The month the balance was entered ends at it (nothing was charged yet: the first accrual day is the 1st after).
    expect(before.months[1]!.actual).toBe("5000.00");
    expect(before.months.at(-1)!.actual).toBe(
      (await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).balance.toFixed(2),
    );

    const payments = await db.payment.findMany({ where: { userId } });
    const interestPaid = payments.reduce((sum, p) => sum + decimalToCents(p.interestPortion), 0);
    expect(interestPaid).toBeGreaterThan(0);
    expect(before.interestPaidToDate).toBe(formatCents(interestPaid));

    // No plan version: no planned line. All three lines start together, at the opening, the month before the first.
    expect(before.startMonth).toBeNull();
    expect(before.months.every((m) => m.planned === null)).toBe(true);
    expect(before.months[0]).toEqual({ month: month(-4), actual: "5000.00", planned: null, minimumsOnly: "5000.00" });
    expect(before.months.every((m) => m.minimumsOnly !== null)).toBe(true);
    expect(before.interestSavedSoFar).toMatch(/^-?\d+\.\d{2}$/);

    const saved = await callRoute(putPlanRoute, {
      method: "PUT",
      path: "/api/plan",
      json: { strategy: "avalanche", extraPayment: "100.00" },
      jar,
    });
    expect(saved.status).toBe(200);
    const version = await db.planVersion.findFirstOrThrow({ where: { userId } });
    const baseline = parseBaseline(version.projection)!;
    expect(baseline.startMonth).toBe(month(0));

    const after = await progress(jar);
    expect(after.startMonth).toBe(month(0));
    // The start point has the plan too once a version exists; the months before the version have none.
    expect(after.months.slice(1, 4).every((m) => m.planned === null)).toBe(true);
    // Entry 0 is the day the version began; the current month ends at entry 1.
    expect(after.months.at(-1)!.planned).toBe(formatCents(baseline.totalBalanceCents[1]!));
    expect(after.months.map((m) => [m.actual, m.minimumsOnly])).toEqual(
      before.months.map((m) => [m.actual, m.minimumsOnly]),
    );
  });

  it("leaves out archived debts", async () => {
    const { jar, userId } = await signUp({ plan: "pro", prefix: "progress-archived" });
    const debt = await cardOpenedThreeMonthsAgo(userId);
    await db.debt.update({ where: { id: debt.id }, data: { archivedAt: new Date(), nextInterestOn: null } });
    const answer = await progress(jar);
    expect(answer.months).toEqual([{ month: month(0), actual: "0.00", planned: null, minimumsOnly: "0.00" }]);
    expect(answer.interestSavedSoFar).toBe("0.00");
  });

  it("gives Free the current month only, with the upgrade message", async () => {
    const { jar, userId } = await signUp({ prefix: "progress-free" });
    const debt = await cardOpenedThreeMonthsAgo(userId);
    const answer = await progress(jar);
    expect(answer.limited).toBe(true);
    expect(answer.upgradeMessage).toBe(UPGRADE);
    expect(answer.months).toHaveLength(1);
    expect(answer.months[0]!.month).toBe(month(0));
    expect(answer.months[0]!.actual).toBe(
      (await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).balance.toFixed(2),
    );
  });

  it("answers 401 signed out", async () => {
    const res = await callRoute(progressRoute, { path: "/api/progress" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unauthorized");
  });
});
