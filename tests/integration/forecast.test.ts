import { PUT as putPlanRoute } from "@/app/api/plan/route";
import { clockNow } from "@/lib/clock";
import { loadMonthDebts } from "@/lib/plan/month-debts";
import { DEFAULT_PLAN, projectFromToday } from "@/lib/plan/this-month";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { GET as forecastRoute } from "@/app/api/progress/forecast/route";
import { todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { ErrorBody } from "@/lib/errors";
import { calendarMonthOf, formatCents } from "@/lib/payoff";
import type { ThisMonthDto } from "@/lib/plan/types";
import type { ForecastDto } from "@/lib/progress/types";
import { month } from "@/tests/support/calendar";
import { toEngineDebt } from "@/lib/debts/stored";
import { insertCard, logPayment } from "@/tests/support/debts";
import { CookieJar, callRoute, expectJson } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// "Forecasting" (Pro, docs/product-rules.md "Plans and limits"): GET /api/progress/forecast answers the debt-free date
// at the pace of the payments logged over the last three full months against the saved plan's, from today's balances.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

async function getForecast(jar: CookieJar): Promise<ForecastDto> {
  return expectJson<ForecastDto>(await callRoute(forecastRoute, { path: "/api/progress/forecast", jar }));
}

describe("GET /api/progress/forecast", () => {
  it("answers Pro the date at the last three months' pace against the saved plan's, with the gap", async () => {
    const { jar, userId } = await signUp({ plan: "pro", prefix: "forecast" });
    const debt = await insertCard(userId, `${month(-4)}-10`);
    await logPayment(jar, debt.id, "500.00", `${month(-4)}-20`); // before the three months: not counted
    await logPayment(jar, debt.id, "300.00", `${month(-3)}-01`);
    await logPayment(jar, debt.id, "250.00", `${month(-2)}-15`);
    await logPayment(jar, debt.id, "350.00", `${month(-1)}-28`);
    await logPayment(jar, debt.id, "100.00", todayUtc()); // this month: not a full month yet
    const saved = await callRoute(putPlanRoute, {
      method: "PUT",
      path: "/api/plan",
      json: { strategy: "avalanche", extraPayment: "350.00" },
      jar,
    });
    expect(saved.status).toBe(200);

    const answer = await getForecast(jar);
    expect(answer.pace).toEqual({
      monthly: "300.00",
      months: 3,
      from: month(-3),
      through: month(-1),
      minimums: "150.00",
      belowMinimums: false,
    });

    const debtToday = toEngineDebt(await db.debt.findUniqueOrThrow({ where: { id: debt.id } }));
    expect(answer.startingBalance).toBe(formatCents(debtToday.balanceCents));
    // Both runs follow this month as "This month" does (docs/payoff.md "The saved plan"): this month pays what is
    // left of its plan after the $100 already paid, then the full budget.
    const startMonth = calendarMonthOf(clockNow(), "utc");
    const monthDebts = await loadMonthDebts(userId, startMonth, todayUtc());
    const run = (budget: number) =>
      projectFromToday(monthDebts, { ...DEFAULT_PLAN, monthlyBudgetCents: budget }, startMonth);
    const planned = run(50_000);
    const atPace = run(30_000);
    if (planned.monthsLeft === null || atPace.monthsLeft === null) throw new Error("expected feasible runs");
    expect(answer.plan).toEqual({
      debtFreeDate: planned.debtFreeDate,
      months: planned.monthsLeft,
      totalInterest: formatCents(planned.interestCents!),
      monthlyBudget: "500.00",
    });
    expect(answer.atPace).toEqual({
      debtFreeDate: atPace.debtFreeDate,
      months: atPace.monthsLeft,
      totalInterest: formatCents(atPace.interestCents!),
      monthlyBudget: "300.00",
    });
    expect(answer.gapMonths).toBe(atPace.monthsLeft - planned.monthsLeft);
    expect(answer.gapInterest).toBe(formatCents(atPace.interestCents! - planned.interestCents!));
    expect(answer.status).toBe("behind");
    expect(answer.startMonth).toBe(month(0));
    expect(answer.series).toHaveLength(atPace.monthsLeft);
    expect(answer.series.at(-1)).toEqual({ month: atPace.debtFreeDate, plan: "0.00", atPace: "0.00" });

    // The plan's date is the one "This month" shows.
    const thisMonth = (await (
      await callRoute(thisMonthRoute, { path: "/api/plan/this-month", jar })
    ).json()) as ThisMonthDto;
    expect([answer.plan.debtFreeDate, answer.plan.months]).toEqual([thisMonth.debtFreeDate, thisMonth.monthsLeft]);
  });

  it("counts fewer months when tracking started later, and has no pace before a full month", async () => {
    const { jar, userId } = await signUp({ plan: "pro", prefix: "forecast-new" });
    const debt = await insertCard(userId, `${month(-1)}-05`);
    await logPayment(jar, debt.id, "400.00", `${month(-1)}-20`);
    const answer = await getForecast(jar);
    expect(answer.pace).toMatchObject({ monthly: "400.00", months: 1, from: month(-1), through: month(-1) });
    // No plan saved: the default plan (avalanche, minimums only) is slower than the pace.
    expect(answer.status).toBe("ahead");
    expect(Number(answer.gapInterest)).toBeLessThan(0);

    const fresh = await signUp({ plan: "pro", prefix: "forecast-fresh" });
    await insertCard(fresh.userId, todayUtc());
    const none = await getForecast(fresh.jar);
    expect(none.status).toBe("not_enough_history");
    expect(none.atPace).toBeNull();
    expect(none.plan.debtFreeDate).not.toBeNull();
  });

  it("refuses Free and Basic with 403 plan_limit naming Pro", async () => {
    for (const plan of ["free", "basic"] as const) {
      const { jar } = await signUp({ plan, prefix: `forecast-${plan}` });
      const res = await callRoute(forecastRoute, { path: "/api/progress/forecast", jar });
      expect(res.status).toBe(403);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe("plan_limit");
      expect(body.error.message).toMatch(/Pro/);
    }
  });

  it("answers 401 signed out", async () => {
    const res = await callRoute(forecastRoute, { path: "/api/progress/forecast" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unauthorized");
  });
});
