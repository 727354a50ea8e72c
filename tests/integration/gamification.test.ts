import { signUp } from "@/tests/support/users";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { GET as summaryRoute } from "@/app/api/gamification/summary/route";
import { db } from "@/lib/db";
import type { GamificationSummaryDto } from "@/lib/gamification/types";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { insertDebt } from "@/tests/support/debts";
import { day } from "@/tests/support/calendar";

// GET /api/gamification/summary, fed by real payment logs.

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const signUpAs = (plan: "free" | "basic" | "pro" = "free") => signUp({ plan, prefix: "xp", firstName: "Gil" });

/** `openedOn`: when the balance was entered, for tests that log payments dated before today. */
async function createDebt(userId: string, balance: string, minPayment: string, name = "Visa", openedOn?: string) {
  return insertDebt(
    { data: { userId, name, balance, originalBalance: balance, interestRate: "24.000", minPayment } },
    { openedOn },
  );
}

async function pay(jar: CookieJar, debtId: string, amount: string, paymentDate = day()) {
  const res = await callRoute(logPaymentRoute, {
    path: "/api/payments/log",
    json: { debtId, amount, paymentDate },
    jar,
  });
  expect(res.status).toBe(200);
}

async function summary(jar?: CookieJar): Promise<{ status: number; body: GamificationSummaryDto }> {
  const res = await callRoute(summaryRoute, { path: "/api/gamification/summary", jar });
  return { status: res.status, body: (await res.json()) as GamificationSummaryDto };
}

describe("GET /api/gamification/summary", () => {
  it("answers 401 when signed out", async () => {
    const { status } = await summary();
    expect(status).toBe(401);
  });

  it("answers the empty state for a new user", async () => {
    const { jar } = await signUpAs();
    const { status, body } = await summary(jar);
    expect(status).toBe(200);
    expect(body).toEqual({
      totalXP: 0,
      currentLevel: 1,
      currentLevelName: "Debt Starter",
      nextLevelName: "Budget Builder",
      xpToNextLevel: 1000,
      streak: { currentDays: 0, longestDays: 0 },
      badgesEarned: [],
      recentEvents: [],
    });
  });

  it("adds up XP, the streak, badges newest first and recent events newest first", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "5000.00", "100.00", "Visa", day(-20));
    // $1,000 twenty days ago: 100 XP (capped) + First Step 50 + $1K Paid 100 + Extra Mile 50.
    await pay(jar, debt.id, "1000.00", day(-20));
    // $150 today: 10 + 15 XP, and the streak spans 21 days.
    await pay(jar, debt.id, "150.00");

    const { body } = await summary(jar);
    expect(body).toMatchObject({
      totalXP: 325,
      currentLevel: 1,
      currentLevelName: "Debt Starter",
      nextLevelName: "Budget Builder",
      xpToNextLevel: 675,
      streak: { currentDays: 21, longestDays: 21 },
    });
    expect(body.badgesEarned).toEqual([
      { code: "first_payment", label: "First Step", description: "Logged your first payment." },
      { code: "paid_1000", label: "$1K Paid", description: "Paid $1,000 toward your debts." },
      { code: "extra_mile", label: "Extra Mile", description: "Made a single payment of at least twice the minimum." },
    ]);
    expect(body.recentEvents.map((e) => [e.description, e.xpGained])).toEqual([
      ["Logged a $150.00 payment to Visa", 25],
      ['Earned the "First Step" badge', 50],
      ['Earned the "$1K Paid" badge', 100],
      ['Earned the "Extra Mile" badge', 50],
      ["Logged a $1,000.00 payment to Visa", 100],
    ]);
    for (const e of body.recentEvents) expect(new Date(e.createdAt).toISOString()).toBe(e.createdAt);
  });

  it("levels up past 1,000 XP and names the levels", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "25000.00", "500.00", "Student loan");
    // Pays it all off at once: 100 + 250 (debt closed) + badges 50 + 200 + 500 + 100 + 200 + 300 + 500 + 50.
    await pay(jar, debt.id, "25000.00");
    const { body } = await summary(jar);
    expect(body).toMatchObject({
      totalXP: 2250,
      currentLevel: 3,
      currentLevelName: "Payment Pro",
      nextLevelName: "Debt Destroyer",
      xpToNextLevel: 750,
    });
    expect(body.badgesEarned.map((b) => b.code)).toEqual([
      "first_payment",
      "first_debt_closed",
      "all_debts_closed",
      "paid_1000",
      "paid_5000",
      "paid_10000",
      "paid_25000",
      "extra_mile",
    ]);
    expect(body.recentEvents.at(-2)?.description).toBe("Paid off Student loan!");
  });

  it("limits recent events to 20 and shows a lapsed streak as 0 days", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "1000.00", "500.00", "Visa", day(-60));
    for (let i = 0; i < 22; i += 1) await pay(jar, debt.id, "1.00", day(-60));
    const { body } = await summary(jar);
    expect(body.recentEvents).toHaveLength(20);
    expect(body.streak).toEqual({ currentDays: 0, longestDays: 1 });
  });

  it("shows only the user's own progress", async () => {
    const a = await signUpAs();
    const b = await signUpAs();
    const debt = await createDebt(a.userId, "100.00", "10.00");
    await pay(a.jar, debt.id, "50.00");
    expect((await summary(a.jar)).body.totalXP).toBeGreaterThan(0);
    const { body } = await summary(b.jar);
    expect(body).toMatchObject({
      totalXP: 0,
      badgesEarned: [],
      recentEvents: [],
      streak: { currentDays: 0, longestDays: 0 },
    });
  });
});
