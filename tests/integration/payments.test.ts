import { signUp } from "@/tests/support/users";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { GET as listPaymentsRoute } from "@/app/api/payments/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { GET as listDebtsRoute } from "@/app/api/debts/route";
import { GET as planRoute } from "@/app/api/plan/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { GET as progressRoute } from "@/app/api/progress/route";
import { GET as forecastRoute } from "@/app/api/progress/forecast/route";
import { GET as latestSummaryRoute } from "@/app/api/strategies/latest/summary/route";
import type { LoggedPaymentDto } from "@/lib/dashboard/types";
import { db } from "@/lib/db";
import { AMOUNT_COMMA_MESSAGE } from "@/lib/money";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import type { PaymentDto } from "@/lib/payments/types";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { insertCard, insertDebt } from "@/tests/support/debts";
import { day, month } from "@/tests/support/calendar";
import { atInstant, utcInstant } from "@/tests/support/clock";
import { addDays, todayUtc } from "@/lib/dates";
import { formatDay } from "@/lib/format";

// POST /api/payments/log and GET /api/payments through the real handlers, wrapper and PostgreSQL.

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const signUpAs = (plan: "free" | "basic" | "pro" = "free") => signUp({ plan, prefix: "pay", firstName: "Pat" });

/** `openedOn`: when the balance was entered, for tests that log payments dated before today. */
async function createDebt(userId: string, balance: string, minPayment = "25.00", name = "Visa", openedOn?: string) {
  return insertDebt(
    { data: { userId, name, balance, originalBalance: balance, interestRate: "19.990", minPayment } },
    { openedOn },
  );
}

/** "YYYY-MM-DD" `offset` days from today (UTC). */
function log(jar: CookieJar | undefined, json: unknown) {
  return callRoute(logPaymentRoute, { path: "/api/payments/log", json, jar });
}

async function balanceOf(debtId: string): Promise<string> {
  return (await db.debt.findUniqueOrThrow({ where: { id: debtId } })).balance.toFixed(2);
}

describe("POST /api/payments/log", () => {
  it("answers 401 when signed out and writes nothing", async () => {
    const { userId } = await signUpAs();
    const debt = await createDebt(userId, "100.00");
    const res = await log(undefined, { debtId: debt.id, amount: "10", paymentDate: day() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
    expect(await balanceOf(debt.id)).toBe("100.00");
  });

  it("records the payment, reduces the balance and answers the result shape", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "1000.00", "50.00");
    const res = await log(jar, {
      debtId: debt.id,
      amount: "125.5",
      description: "  March payment ",
      paymentDate: day(),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LogPaymentResultDto;
    expect(body).toEqual({
      newBadges: [
        { code: "first_payment", label: "First Step", description: expect.any(String) },
        { code: "extra_mile", label: "Extra Mile", description: expect.any(String) },
      ],
      updatedStreak: { currentDays: 1, longestDays: 1 },
      debtClosed: false,
      // 10 + 12 (per whole $10) for the payment, 50 + 50 for the two badges.
      xpGained: 122,
      payment: {
        id: expect.any(String),
        debtId: debt.id,
        amount: "125.50",
        description: "March payment",
        paymentDate: day(),
        // No interest was charged on this debt yet: all of it lowers the balance.
        interestPortion: "0.00",
        principalPortion: "125.50",
      },
      debt: expect.objectContaining({ id: debt.id, balance: "874.50", originalBalance: "1000.00", isClosed: false }),
      // The dashboard after the payment: its content is checked in "the dashboard after the payment" below.
      dashboard: expect.objectContaining({ debts: [expect.objectContaining({ id: debt.id, balance: "874.50" })] }),
    });

    expect(await balanceOf(debt.id)).toBe("874.50");
    const payments = await db.payment.findMany({ where: { userId } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ debtId: debt.id, description: "March payment" });
    expect(payments[0]!.amount.toFixed(2)).toBe("125.50");
    const streak = await db.streak.findUniqueOrThrow({ where: { userId } });
    expect(streak).toMatchObject({ currentDays: 1, longestDays: 1 });
    const events = await db.gamificationEvent.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => [e.type, e.xpGained])).toEqual([
      ["payment_logged", 22],
      ["badge_earned", 50],
      ["badge_earned", 50],
    ]);
    expect(events[0]!.description).toBe("Logged a $125.50 payment to Visa");
  });

  it("defaults the description to 'Payment'", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "100.00");
    const res = await log(jar, { debtId: debt.id, amount: 5, paymentDate: day() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as LogPaymentResultDto).payment).toMatchObject({
      amount: "5.00",
      description: "Payment",
    });
  });

  it("closes the debt when the balance reaches zero, with its badges, then refuses more payments with 409", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "300.00", "25.00", "Store card");
    const other = await createDebt(userId, "500.00", "25.00", "Car loan");

    const first = await log(jar, { debtId: debt.id, amount: "300.00", paymentDate: day() });
    expect(first.status).toBe(200);
    const body = (await first.json()) as LogPaymentResultDto;
    expect(body.debtClosed).toBe(true);
    expect(body.debt).toMatchObject({ balance: "0.00", isClosed: true });
    expect(body.newBadges.map((b) => b.code)).toEqual(["first_payment", "first_debt_closed", "extra_mile"]);
    // 10 + 30 payment, 250 debt closed, 50 + 200 + 50 badges.
    expect(body.xpGained).toBe(590);
    const closed = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(closed.closedAt).toBeInstanceOf(Date);
    expect(await db.gamificationEvent.count({ where: { userId, type: "debt_closed" } })).toBe(1);

    const again = await log(jar, { debtId: debt.id, amount: "1.00", paymentDate: day() });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "conflict", message: "This debt is already paid off" } });

    // Paying off the last open debt earns "Debt Free".
    const last = await log(jar, { debtId: other.id, amount: "500", paymentDate: day() });
    expect(((await last.json()) as LogPaymentResultDto).newBadges.map((b) => b.code)).toEqual(["all_debts_closed"]);
  });

  it("refuses an overpayment with 400 on the amount field and writes nothing", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "1234.00");
    const res = await log(jar, { debtId: debt.id, amount: "1234.01", paymentDate: day() });
    expect(res.status).toBe(400);
    const message = "Payment of $1,234.01 is more than the remaining balance of $1,234.00.";
    expect(await res.json()).toEqual({
      error: { code: "bad_request", message, issues: [{ path: "amount", message }] },
    });

    expect(await balanceOf(debt.id)).toBe("1234.00");
    expect(await db.payment.count({ where: { userId } })).toBe(0);
    expect(await db.gamificationEvent.count({ where: { userId } })).toBe(0);
    expect(await db.userBadge.count({ where: { userId } })).toBe(0);
    expect(await db.streak.findUnique({ where: { userId } })).toBeNull();
  });

  it("refuses a decimal comma (10,00 is not $1,000.00) with 400 and writes nothing; thousands commas still work", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "5000.00");
    const res = await log(jar, { debtId: debt.id, amount: "10,00", paymentDate: day() });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; issues: unknown[] } };
    expect(error.code).toBe("bad_request");
    expect(error.issues).toEqual([{ path: "amount", message: AMOUNT_COMMA_MESSAGE }]);
    expect(await balanceOf(debt.id)).toBe("5000.00");
    expect(await db.payment.count({ where: { userId } })).toBe(0);

    const grouped = await log(jar, { debtId: debt.id, amount: "1,000.00", paymentDate: day() });
    expect(grouped.status).toBe(200);
    expect(await balanceOf(debt.id)).toBe("4000.00");
  });

  it("never loses an update when payments on one debt are logged concurrently", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "1000.00");
    const amounts = ["25.00", "10.10", "33.33", "50.00", "1.57", "80.00", "12.34", "7.66"];
    const results = await Promise.all(
      amounts.map((amount) => log(jar, { debtId: debt.id, amount, paymentDate: day() })),
    );
    expect(results.map((r) => r.status)).toEqual(amounts.map(() => 200));

    const sum = amounts.reduce((s, a) => s + Math.round(Number(a) * 100), 0);
    expect(await balanceOf(debt.id)).toBe(((100_000 - sum) / 100).toFixed(2));
    expect(await db.payment.count({ where: { debtId: debt.id } })).toBe(amounts.length);
    // Each badge exactly once, however the requests interleaved.
    const bodies = (await Promise.all(results.map((r) => r.json()))) as LogPaymentResultDto[];
    expect(bodies.flatMap((b) => b.newBadges.map((x) => x.code)).filter((c) => c === "first_payment")).toHaveLength(1);
    expect(await db.userBadge.count({ where: { userId, badgeCode: "first_payment" } })).toBe(1);
    expect(await db.gamificationEvent.count({ where: { userId, type: "payment_logged" } })).toBe(amounts.length);
  });

  it("cannot be driven below zero by concurrent payments that together overpay", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "100.00");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => log(jar, { debtId: debt.id, amount: "30.00", paymentDate: day() })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400]);
    expect(await balanceOf(debt.id)).toBe("10.00");
    expect(await db.payment.count({ where: { debtId: debt.id } })).toBe(3);
  });

  it("takes the date against the user's own today: Tokyo's when UTC is still yesterday, Honolulu's evening", async () => {
    // Tokyo (UTC+9): at 23:30 UTC it is already 08:30 the next day there.
    const tokyo = await signUp({ prefix: "pay-tokyo", timeZone: "Asia/Tokyo" });
    const tokyoCard = await insertCard(tokyo.userId, todayUtc());
    const tokyoNow = utcInstant(2, "23:30");
    const tokyoToday = addDays(tokyoNow.slice(0, 10), 1);
    await atInstant(tokyoNow, async () => {
      expect((await log(tokyo.jar, { debtId: tokyoCard.id, amount: "10", paymentDate: tokyoToday })).status).toBe(200);
      const ahead = await log(tokyo.jar, { debtId: tokyoCard.id, amount: "10", paymentDate: addDays(tokyoToday, 1) });
      expect(ahead.status).toBe(400);
      expect(((await ahead.json()) as { error: { message: string } }).error.message).toContain(
        `today is ${formatDay(tokyoToday)} in your time zone (Asia/Tokyo`,
      );
    });

    // Honolulu (UTC-10): at 06:00 UTC it is still 20:00 the day before there; UTC's day is their tomorrow.
    const honolulu = await signUp({ prefix: "pay-honolulu", timeZone: "Pacific/Honolulu" });
    const honoluluCard = await insertCard(honolulu.userId, todayUtc());
    const honoluluNow = utcInstant(3, "06:00");
    const honoluluToday = addDays(honoluluNow.slice(0, 10), -1);
    await atInstant(honoluluNow, async () => {
      const onTheirDay = { debtId: honoluluCard.id, amount: "10", paymentDate: honoluluToday };
      expect((await log(honolulu.jar, onTheirDay)).status).toBe(200);
      const utcToday = { debtId: honoluluCard.id, amount: "10", paymentDate: honoluluNow.slice(0, 10) };
      expect((await log(honolulu.jar, utcToday)).status).toBe(400);
    });
    expect(await db.payment.count({ where: { userId: tokyo.userId } })).toBe(1);
    expect(await db.payment.count({ where: { userId: honolulu.userId } })).toBe(1);
  });

  it("answers 404 for another user's debt and leaves it untouched", async () => {
    const owner = await signUpAs();
    const intruder = await signUpAs();
    const debt = await createDebt(owner.userId, "100.00");
    const res = await log(intruder.jar, { debtId: debt.id, amount: "10.00", paymentDate: day() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Debt not found" } });
    expect(await balanceOf(debt.id)).toBe("100.00");
    expect(await db.payment.count({ where: { debtId: debt.id } })).toBe(0);

    const missing = await log(intruder.jar, { debtId: "no-such-debt", amount: "10.00", paymentDate: day() });
    expect(missing.status).toBe(404);
  });

  it("ignores fields outside the schema (userId, balance, xp) in the body", async () => {
    const { jar, userId } = await signUpAs();
    const other = await signUpAs();
    const debt = await createDebt(userId, "100.00");
    const res = await log(jar, {
      debtId: debt.id,
      amount: "10.00",
      paymentDate: day(),
      userId: other.userId,
      balance: "0",
      xpGained: 100000,
      id: "chosen-id",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LogPaymentResultDto;
    expect(body.payment.id).not.toBe("chosen-id");
    expect(body.xpGained).toBe(61); // 11 + first payment badge 50
    const payment = await db.payment.findUniqueOrThrow({ where: { id: body.payment.id } });
    expect(payment.userId).toBe(userId);
    expect(await balanceOf(debt.id)).toBe("90.00");
    expect(await db.payment.count({ where: { userId: other.userId } })).toBe(0);
  });

  it("validates the amount, the debt and the date", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "100.00");
    const cases: [unknown, string][] = [
      [{ debtId: debt.id, amount: "0", paymentDate: day() }, "amount"],
      [{ debtId: debt.id, amount: "-5", paymentDate: day() }, "amount"],
      [{ debtId: debt.id, amount: "abc", paymentDate: day() }, "amount"],
      [{ debtId: debt.id, amount: "1.234", paymentDate: day() }, "amount"],
      [{ amount: "10", paymentDate: day() }, "debtId"],
      [{ debtId: debt.id, amount: "10", paymentDate: "2025-02-30" }, "paymentDate"],
      [{ debtId: debt.id, amount: "10", paymentDate: "03/01/2025" }, "paymentDate"],
      [{ debtId: debt.id, amount: "10" }, "paymentDate"],
      [{ debtId: debt.id, amount: "10", paymentDate: day(3) }, "paymentDate"],
    ];
    for (const [json, field] of cases) {
      const res = await log(jar, json);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; issues: { path: string }[] } };
      expect(error.code).toBe("bad_request");
      expect(error.issues.map((i) => i.path)).toContain(field);
    }
    const future = await log(jar, { debtId: debt.id, amount: "10", paymentDate: day(3) });
    // The refusal names the user's today and zone, so a wrong zone shows where to fix it.
    expect(((await future.json()) as { error: { message: string } }).error.message).toBe(
      `Payment date cannot be in the future: today is ${formatDay(day())} in your time zone (UTC, Settings > Account).`,
    );

    const malformed = await callRoute(logPaymentRoute, {
      path: "/api/payments/log",
      rawBody: "{not json",
      jar,
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);

    expect(await balanceOf(debt.id)).toBe("100.00");
    expect(await db.payment.count({ where: { userId } })).toBe(0);

    // Tomorrow is refused: days are the user's own (UTC here), with no grace for other zones; a user east of UTC
    // logs their today against their own zone (the Tokyo test below).
    const tomorrow = await log(jar, { debtId: debt.id, amount: "10", paymentDate: day(1) });
    expect(tomorrow.status).toBe(400);
    expect((await log(jar, { debtId: debt.id, amount: "10", paymentDate: day() })).status).toBe(200);
  });

  it("keeps the streak across monthly payments, ignores backdated ones and never awards a badge twice", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "5000.00", "100.00", "Visa", day(-40));
    const pay = async (paymentDate: string, amount = "100.00") => {
      const res = await log(jar, { debtId: debt.id, amount, paymentDate });
      expect(res.status).toBe(200);
      return (await res.json()) as LogPaymentResultDto;
    };

    expect((await pay(day(-34))).updatedStreak).toEqual({ currentDays: 1, longestDays: 1 });
    expect((await pay(day(-4))).updatedStreak).toEqual({ currentDays: 31, longestDays: 31 });
    // Backdated (before the latest payment): unchanged.
    const backdated = await pay(day(-20));
    expect(backdated.updatedStreak).toEqual({ currentDays: 31, longestDays: 31 });
    expect(backdated.newBadges.map((b) => b.code)).not.toContain("streak_30");
    const paidToday = await pay(day());
    expect(paidToday.updatedStreak).toEqual({ currentDays: 35, longestDays: 35 });
    // The 30-day milestone was earned once, by the second payment.
    expect(await db.userBadge.count({ where: { userId, badgeCode: "streak_30" } })).toBe(1);
    expect(await db.userBadge.count({ where: { userId, badgeCode: "first_payment" } })).toBe(1);
  });

  it("awards On Plan for 3 consecutive months at the minimum, even when the middle month is logged last", async () => {
    const { jar, userId } = await signUpAs();
    const firstOfMonth = (delta: number) => `${month(delta)}-01`;
    const debt = await createDebt(userId, "5000.00", "100.00", "Visa", firstOfMonth(-2));
    const pay = async (paymentDate: string, amount = "100.00") =>
      ((await (await log(jar, { debtId: debt.id, amount, paymentDate })).json()) as LogPaymentResultDto).newBadges.map(
        (b) => b.code,
      );

    expect(await pay(firstOfMonth(-2))).toEqual(["first_payment"]);
    expect(await pay(firstOfMonth(0), "60.00")).not.toContain("on_plan_3_months");
    expect(await pay(firstOfMonth(-1), "99.99")).not.toContain("on_plan_3_months");
    // This month reaches the minimum with a second payment, but last month is still a cent short.
    expect(await pay(firstOfMonth(0), "40.00")).not.toContain("on_plan_3_months");
    expect(await pay(firstOfMonth(-1), "0.01")).toContain("on_plan_3_months");
  });

  it("reports a streak that has already lapsed (latest payment more than 35 days ago) as 0 days", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(userId, "500.00", "25.00", "Visa", day(-40));
    const res = await log(jar, { debtId: debt.id, amount: "10.00", paymentDate: day(-40) });
    expect(((await res.json()) as LogPaymentResultDto).updatedStreak).toEqual({ currentDays: 0, longestDays: 1 });
  });
});

describe("GET /api/payments", () => {
  it("lists the user's own payments newest first, optionally for one debt", async () => {
    const { jar, userId } = await signUpAs();
    const other = await signUpAs();
    const a = await createDebt(userId, "500.00", "25.00", "A", day(-10));
    const b = await createDebt(userId, "500.00", "25.00", "B", day(-10));
    const foreign = await createDebt(other.userId, "500.00");
    await log(jar, { debtId: a.id, amount: "10", paymentDate: day(-5) });
    await log(jar, { debtId: b.id, amount: "20", paymentDate: day(-1) });
    await log(other.jar, { debtId: foreign.id, amount: "30", paymentDate: day() });

    const all = await callRoute(listPaymentsRoute, { path: "/api/payments", jar });
    expect(all.status).toBe(200);
    const list = (await all.json()) as PaymentDto[];
    expect(list.map((p) => [p.debtId, p.amount, p.paymentDate])).toEqual([
      [b.id, "20.00", day(-1)],
      [a.id, "10.00", day(-5)],
    ]);

    const onlyA = (await (
      await callRoute(listPaymentsRoute, { path: `/api/payments?debtId=${a.id}`, jar })
    ).json()) as PaymentDto[];
    expect(onlyA.map((p) => p.debtId)).toEqual([a.id]);

    const foreignList = await callRoute(listPaymentsRoute, { path: `/api/payments?debtId=${foreign.id}`, jar });
    expect(foreignList.status).toBe(404);
    expect((await callRoute(listPaymentsRoute, { path: "/api/payments" })).status).toBe(401);
  });
});

describe("POST /api/payments/log: the dashboard after the payment", () => {
  const read = async (handler: Parameters<typeof callRoute>[0], path: string, jar: CookieJar) => {
    const res = await callRoute(handler, { path, jar });
    expect(res.status).toBe(200);
    return res.json();
  };

  it("carries every dashboard card's answer, as each one's own GET answers it after the payment", async () => {
    const { jar, userId } = await signUpAs("pro");
    const visa = await createDebt(userId, "1200.00", "40.00", "Visa");
    await createDebt(userId, "800.00", "25.00", "Store card");
    const calculated = await callRoute(calculateRoute, { path: "/api/calculate-strategies", json: {}, jar });
    expect(calculated.status).toBe(200);

    const res = await log(jar, { debtId: visa.id, amount: "100.00", paymentDate: todayUtc() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LoggedPaymentDto;
    // The fields it always had are all still there.
    expect(body).toMatchObject({ debtClosed: false, payment: { amount: "100.00" }, debt: { balance: "1100.00" } });
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(["newBadges", "updatedStreak", "debtClosed", "xpGained", "payment", "debt"]),
    );

    expect(body.dashboard).toEqual({
      debts: await read(listDebtsRoute, "/api/debts", jar),
      thisMonth: await read(thisMonthRoute, "/api/plan/this-month", jar),
      plan: await read(planRoute, "/api/plan", jar),
      progress: await read(progressRoute, "/api/progress", jar),
      forecast: await read(forecastRoute, "/api/progress/forecast", jar),
      latestStrategySummary: await read(latestSummaryRoute, "/api/strategies/latest/summary", jar),
    });
    // After the payment: the paid debt's new balance, and the strategy summary knows it is out of date.
    expect(body.dashboard.debts.find((d) => d.id === visa.id)?.balance).toBe("1100.00");
    expect(body.dashboard.latestStrategySummary).not.toBeNull();
  });

  it("has no forecast where the plan has no forecasting", async () => {
    const { jar, userId } = await signUpAs("free");
    const debt = await createDebt(userId, "500.00");
    const body = (await (
      await log(jar, { debtId: debt.id, amount: "50.00", paymentDate: todayUtc() })
    ).json()) as LoggedPaymentDto;
    expect(body.dashboard.forecast).toBeNull();
    expect(body.dashboard.latestStrategySummary).toBeNull();
    expect(body.dashboard.debts).toEqual([expect.objectContaining({ id: debt.id, balance: "450.00" })]);
  });
});
