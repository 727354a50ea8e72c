import { signUp } from "@/tests/support/users";
import { POST as createDebtRoute } from "@/app/api/debts/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { GET as latestRoute } from "@/app/api/strategies/latest/route";
import { GET as latestSummaryRoute } from "@/app/api/strategies/latest/summary/route";
import { GET as scheduleRoute } from "@/app/api/strategies/latest/schedule/route";
import type { StrategyFacts } from "@/lib/strategies/message/types";
import { db } from "@/lib/db";
import { engineThreadStats } from "@/lib/engine-threads/engine";
import { toEngineDebt } from "@/lib/debts/stored";
import { calculateWithSavedPlan } from "@/lib/plan/service";
import { getLatestStrategy } from "@/lib/strategies/read";
import { PUT as putPlanRoute } from "@/app/api/plan/route";
import { GET as exportRoute } from "@/app/api/strategies/latest/export/route";
import { calendarMonthOf, computePlan, formatCents } from "@/lib/payoff";
import type { PlanKind, StrategyDto, StrategyScheduleDto } from "@/lib/strategies/types";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { today } from "@/tests/support/calendar";

type DebtRow = [name: string, balance: string, interestRate: string, minPayment: string];

// docs/payoff.md worked examples.
const C2: DebtRow[] = [
  ["Credit Card", "1000", "14.99", "75"],
  ["Student Loan", "7500", "4.75", "150"],
];
const C4: DebtRow[] = [
  ["X big", "3000", "19.99", "90"],
  ["Y small", "1200", "19.99", "40"],
  ["Z low", "2000", "7", "50"],
];
const C6: DebtRow[] = [["Big", "10000", "24", "150"]];

const NOW = new Date("2026-01-15T12:00:00Z");

/** Every plan a Pro calculation compares (the more orders too), sorted by name. */
const PRO_COMPARISON = [
  "avalanche",
  "cash_flow_index",
  "highest_interest_cost",
  "highest_utilization",
  "minimums",
  "saved",
  "snowball",
];

// A calculation runs the engine four to six times with schedules and GET runs them again: on a shared 2-core
// machine that can pass the 5 s default.
jest.setTimeout(60_000);

const signUpAs = (plan: "free" | "basic" | "pro" = "pro") => signUp({ plan, prefix: "strategy", firstName: "Sam" });

async function addDebts(jar: CookieJar, rows: DebtRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [name, balance, interestRate, minPayment] of rows) {
    const res = await callRoute(createDebtRoute, {
      path: "/api/debts",
      json: { name, balance, interestRate, minPayment },
      jar,
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

const calculate = (jar: CookieJar, extraPayment: unknown) =>
  callRoute(calculateRoute, { path: "/api/calculate-strategies", json: { extraPayment }, jar });
const latest = (jar: CookieJar) => callRoute(latestRoute, { path: "/api/strategies/latest", jar });

/** The calculation's answer leaves every schedule out (scheduleOmitted); GET latest has the same strategy in full. */
async function calculateInFull(jar: CookieJar, extraPayment: unknown): Promise<StrategyDto> {
  const res = await calculate(jar, extraPayment);
  expect(res.status).toBe(200);
  const posted = (await res.json()) as StrategyDto;
  const full = (await (await latest(jar)).json()) as StrategyDto;
  expect(full.id).toBe(posted.id);
  return full;
}
const latestSummary = (jar: CookieJar) =>
  callRoute(latestSummaryRoute, { path: "/api/strategies/latest/summary", jar });

function currentMonth(offset = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

const cents = (s: string) => Math.round(Number(s) * 100);

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/calculate-strategies", () => {
  it("C2: totals match docs/payoff.md to the cent, with a per-month schedule and the AI message", async () => {
    const { jar } = await signUpAs();
    await addDebts(jar, C2);
    const res = await calculate(jar, "100");
    expect(res.status).toBe(200);
    const posted = (await res.json()) as StrategyDto;
    // The answer has the numbers without the schedules (large plans' schedules are megabytes): GET has them.
    for (const plan of Object.values(posted.comparison))
      expect(plan).toMatchObject({ feasible: true, schedule: [], scheduleOmitted: true });
    const dto = (await (await latest(jar)).json()) as StrategyDto;
    expect(dto.id).toBe(posted.id);
    expect(Object.values(dto.comparison).every((plan) => plan.scheduleOmitted === undefined)).toBe(true);

    expect(dto).toMatchObject({
      strategyType: "avalanche",
      totalDebt: "8500.00",
      totalInterest: "524.01",
      payoffTimeMonths: 28,
      extraPayment: "100.00",
      monthlyBudget: "325.00",
      feasible: true,
      infeasibleReason: null,
      interestSavedVsOther: "0.00",
      interestSavedVsMinimums: "450.74",
      warnings: [],
    });
    expect(dto.debts.map((d) => d.name)).toEqual(["Credit Card", "Student Loan"]);
    expect(dto.debts[0]).toMatchObject({ balance: "1000.00", interestRate: "14.99", minPayment: "75.00" });

    const avalanche = dto.comparison.avalanche;
    expect(avalanche).toMatchObject({
      feasible: true,
      months: 28,
      totalInterest: "524.01",
      totalPaid: "9024.01",
      reason: null,
    });
    expect(avalanche.payoffOrder.map((d) => [d.name, d.payoffMonth])).toEqual([
      ["Credit Card", 6],
      ["Student Loan", 28],
    ]);
    // The plan starts in the current month: the last payment is 27 months later.
    expect(avalanche.debtFreeDate).toBe(currentMonth(27));
    expect(avalanche.schedule).toHaveLength(28);
    expect(avalanche.schedule[0]).toMatchObject({ month: 1, date: currentMonth(0), totalPayment: "325.00" });
    expect(avalanche.schedule[27]!.totalBalance).toBe("0.00");
    const interest = avalanche.schedule.flatMap((m) => m.debts).reduce((sum, d) => sum + cents(d.interest), 0);
    expect(interest).toBe(52401);
    // A per-debt row: payment = interest + principal.
    const first = avalanche.schedule[0]!.debts.find((d) => d.id === dto.debts[0]!.id)!;
    expect(cents(first.payment)).toBe(cents(first.interest) + cents(first.principal));

    expect(dto.comparison.minimums).toMatchObject({ feasible: true, months: 56, totalInterest: "974.75" });
    expect(dto.aiMessage).toContain("Start with Credit Card at 14.99% APR");
    expect(dto.aiMessage).toContain("(28 months)");
    expect(dto.aiMessage).toContain("$524.01");
  });

  it("C4: the comparison holds three real, different plans and recommends the cheaper one", async () => {
    const { jar } = await signUpAs();
    await addDebts(jar, C4);
    const dto = await calculateInFull(jar, 100);
    const { avalanche, snowball, minimums } = dto.comparison;
    expect(avalanche).toMatchObject({ months: 26, totalInterest: "1068.08" });
    expect(avalanche.payoffOrder.map((d) => [d.name, d.payoffMonth])).toEqual([
      ["Y small", 10],
      ["X big", 22],
      ["Z low", 26],
    ]);
    expect(snowball.feasible).toBe(true);
    expect(snowball.payoffOrder[0]!.name).toBe("Y small");
    expect(cents(snowball.totalInterest!)).toBeGreaterThan(cents(avalanche.totalInterest!));
    expect(minimums.months!).toBeGreaterThan(snowball.months!);
    expect(cents(minimums.totalInterest!)).toBeGreaterThan(cents(snowball.totalInterest!));
    expect(new Set([avalanche.totalInterest, snowball.totalInterest, minimums.totalInterest]).size).toBe(3);

    expect(dto.strategyType).toBe("avalanche");
    expect(dto.debts.map((d) => d.name)).toEqual(["Y small", "X big", "Z low"]);
    expect(dto.interestSavedVsOther).toBe(((cents(snowball.totalInterest!) - 106808) / 100).toFixed(2));
    expect(dto.interestSavedVsMinimums).toBe(((cents(minimums.totalInterest!) - 106808) / 100).toFixed(2));
    expect(dto.aiMessage).toContain(`$${dto.interestSavedVsOther} less interest than the snowball method`);
  });

  it("where engine threads cannot start (as under Jest), runs the engine in process with the same numbers", async () => {
    const { jar } = await signUpAs();
    await addDebts(jar, C4);
    const res = await calculate(jar, 100);
    expect(res.status).toBe(200);
    const dto = (await res.json()) as StrategyDto;
    // lib/engine-threads/engine.ts starts ./worker.ts, which Node cannot load unbundled: the pool fell back.
    expect(engineThreadStats()).toMatchObject({ threads: 0, inProcess: true });
    expect(dto.comparison.avalanche).toMatchObject({ months: 26, totalInterest: "1068.08" });
    expect(dto.comparison.saved).toMatchObject({ months: 26, totalInterest: "1068.08" });
  });

  it("C6: an infeasible plan answers a clear reason and no date", async () => {
    const { jar } = await signUpAs();
    await addDebts(jar, C6);
    const res = await calculate(jar, "0");
    expect(res.status).toBe(200);
    const dto = (await res.json()) as StrategyDto;
    expect(dto).toMatchObject({
      feasible: false,
      payoffTimeMonths: null,
      totalInterest: null,
      totalDebt: "10000.00",
      monthlyBudget: "150.00",
    });
    expect(dto.infeasibleReason).toMatch(/never get ahead of the \$200\.00 of interest Big adds each month/);
    for (const plan of Object.values(dto.comparison)) {
      expect(plan).toMatchObject({ feasible: false, months: null, debtFreeDate: null, schedule: [] });
      expect(plan.reason).toEqual(expect.any(String));
    }
    expect(dto.warnings).toEqual([expect.stringContaining("Big's minimum payment of $150.00 doesn't cover")]);
    expect(dto.aiMessage).toContain("never reaches a debt-free date");
    expect(dto.aiMessage).toMatch(/extra payment of \$\d+\.00 a month/);

    const row = await db.strategy.findUniqueOrThrow({ where: { id: dto.id } });
    expect(row).toMatchObject({ isFeasible: false, payoffTimeMonths: null, infeasibleReason: dto.infeasibleReason });
  });

  it("answers 400 'Add at least one debt' without open debts, and 400 for a bad extra payment", async () => {
    const { jar, userId } = await signUpAs();
    const res = await calculate(jar, "0");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request", message: "Add at least one debt" } });

    await addDebts(jar, C6);
    await db.debt.updateMany({ where: { userId }, data: { balance: "0", closedAt: new Date() } });
    expect((await calculate(jar, "0")).status).toBe(400);

    await addDebts(jar, C2);
    const bad = await calculate(jar, "-5");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { issues: [{ path: "extraPayment", message: "Must be a positive number or zero" }] },
    });
  });

  it("only uses open debts", async () => {
    const { jar, userId } = await signUpAs();
    await addDebts(jar, [...C2, ["Paid off", "500", "20", "50"]]);
    await db.debt.updateMany({ where: { userId, name: "Paid off" }, data: { balance: "0", closedAt: new Date() } });
    const dto = await calculateInFull(jar, "100");
    expect(dto.debts.map((d) => d.name)).toEqual(["Credit Card", "Student Loan"]);
    expect(dto.totalInterest).toBe("524.01");
  });

  it("answers 401 signed out and 429 past the per-user AI limit", async () => {
    expect((await calculate(new CookieJar(), "0")).status).toBe(401);
    const { jar, userId } = await signUpAs();
    await addDebts(jar, C2);
    await db.rateLimit.create({ data: { key: `ai:strategy:${userId}`, count: 30, windowStart: new Date() } });
    const res = await calculate(jar, "0");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toEqual(expect.any(String));
  });
});

describe("GET /api/strategies/latest", () => {
  it("answers null before any calculation, then the stored strategy", async () => {
    const { jar } = await signUpAs();
    const before = await latest(jar);
    expect(before.status).toBe(200);
    expect(await before.text()).toBe("null");

    await addDebts(jar, C2);
    const first = await calculateInFull(jar, "0");
    const second = await calculateInFull(jar, "100");
    expect(second.id).not.toBe(first.id);

    const res = await latest(jar);
    expect(res.status).toBe(200);
    // As calculated, and up to date: nothing changed since.
    expect(await res.json()).toEqual({ ...second, outOfDate: false });
  });

  it("never shows another user's strategy", async () => {
    const owner = await signUpAs();
    await addDebts(owner.jar, C2);
    await calculate(owner.jar, "100");

    const other = await signUpAs();
    expect(await (await latest(other.jar)).json()).toBeNull();
    await addDebts(other.jar, C6);
    const mine = await calculateInFull(other.jar, "0");
    expect(mine.debts.map((d) => d.name)).toEqual(["Big"]);
    expect(((await (await latest(other.jar)).json()) as StrategyDto).id).toBe(mine.id);
    expect(((await (await latest(owner.jar)).json()) as StrategyDto).totalInterest).toBe("524.01");
  });

  it("answers 401 signed out", async () => {
    expect((await latest(new CookieJar())).status).toBe(401);
  });
});

describe("GET /api/strategies/latest/summary", () => {
  it("answers null before any calculation, then the latest strategy's headline without its schedules", async () => {
    const { jar } = await signUpAs();
    expect(await (await latestSummary(jar)).json()).toBeNull();

    await addDebts(jar, C2);
    await calculate(jar, "0");
    const full = await calculateInFull(jar, "100");
    const res = await latestSummary(jar);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: full.id,
      createdAt: full.createdAt,
      strategyType: full.strategyType,
      savedStrategy: full.savedStrategy,
      totalInterest: full.totalInterest,
      payoffTimeMonths: full.payoffTimeMonths,
      aiMessage: full.aiMessage,
      messageWriter: full.messageWriter,
      messageDepth: full.messageDepth,
      feasible: full.feasible,
      infeasibleReason: full.infeasibleReason,
      outOfDate: false,
    });
  });

  it("is out of date once the debts change (a payment, a statement, an edit), until recalculated", async () => {
    const { jar } = await signUpAs();
    const [cardId] = await addDebts(jar, C2);
    await calculate(jar, "100");
    const outOfDate = async () => ((await (await latestSummary(jar)).json()) as { outOfDate: boolean }).outOfDate;
    expect(await outOfDate()).toBe(false);
    const paid = await callRoute(logPaymentRoute, {
      path: "/api/payments/log",
      json: { debtId: cardId, amount: "75", paymentDate: today() },
      jar,
    });
    expect(paid.status).toBe(200);
    expect(await outOfDate()).toBe(true);
    expect(((await (await latest(jar)).json()) as StrategyDto).outOfDate).toBe(true);
    // Recalculating without an extra payment uses the saved plan's, from today's balances.
    const again = (await (
      await callRoute(calculateRoute, { path: "/api/calculate-strategies", json: {}, jar })
    ).json()) as StrategyDto;
    expect(again.extraPayment).toBe("100.00");
    expect(await outOfDate()).toBe(false);
  });

  it("says null interest and no date for an infeasible plan, like the full strategy", async () => {
    const { jar } = await signUpAs();
    await addDebts(jar, C6);
    const full = await calculateInFull(jar, "0");
    expect(full.feasible).toBe(false);
    expect(await (await latestSummary(jar)).json()).toMatchObject({
      id: full.id,
      feasible: false,
      totalInterest: null,
      payoffTimeMonths: null,
      infeasibleReason: full.infeasibleReason,
    });
  });

  it("answers 401 signed out", async () => {
    expect((await latestSummary(new CookieJar())).status).toBe(401);
  });
});

describe("calculateStrategies (service)", () => {
  it("dates the plan from `now` and hands the writer the engine's facts", async () => {
    const { jar, userId } = await signUpAs();
    await addDebts(jar, C2);
    let facts: StrategyFacts | undefined;
    const dto = await calculateWithSavedPlan(
      { id: userId, subscriptionPlan: "pro" },
      { extraPayment: "100.00" },
      {
        now: NOW,
        writeMessage: async (f) => {
          facts = f;
          return "custom message";
        },
      },
    );
    expect(dto.aiMessage).toBe("custom message");
    expect(dto.comparison.avalanche.debtFreeDate).toBe("2028-04");
    const full = (await getLatestStrategy(userId))!;
    expect(full.comparison.avalanche.schedule[0]!.date).toBe("2026-01");
    expect(facts).toMatchObject({
      recommended: "avalanche",
      debtCount: 2,
      months: 28,
      debtFreeDate: "2028-04",
      totalInterest: "524.01",
      firstDebt: {
        name: "Credit Card",
        interestRate: "14.99",
        payoffMonth: 6,
        isHighestRate: true,
        isSmallestBalance: true,
      },
      strategiesAgree: true,
      vsMinimums: { interestSaved: "450.74", monthsSaved: 28 },
      minimumsNeverPayOff: false,
      infeasible: null,
    });
    // The extra payment's effect comes from a second engine run without it.
    expect(facts!.extraEffect).toMatchObject({ kind: "actual", extra: "100.00" });
    const { monthsSaved, interestSaved } = facts!.extraEffect as { monthsSaved: number; interestSaved: string };
    expect(monthsSaved).toBeGreaterThan(0);
    expect(cents(interestSaved)).toBeGreaterThan(0);
  });

  it("for an infeasible plan, finds the smallest extra payments that fix it with the engine", async () => {
    const { jar, userId } = await signUpAs();
    await addDebts(jar, C6);
    let facts: StrategyFacts | undefined;
    await calculateWithSavedPlan(
      { id: userId, subscriptionPlan: "pro" },
      { extraPayment: "0.00" },
      { now: NOW, writeMessage: async (f) => ((facts = f), "m") },
    );
    const fix = facts!.infeasible!;
    // $200.00 of monthly interest against $150.00: the first whole dollar that gets ahead is $51.
    expect(fix.extraNeeded).toEqual({ extra: "51.00", months: expect.any(Number) });
    expect(fix.extraNeeded!.months).toBeLessThanOrEqual(1200);
    expect(fix.extraForTarget).toMatchObject({ years: 5, debtFreeDate: expect.stringMatching(/^20(2[6-9]|30)-\d\d$/) });
    expect(Number(fix.extraForTarget!.extra)).toBeGreaterThan(51);
  });
});

describe("promos, lump sums and the more orders in calculated strategies", () => {
  const putPlan = (jar: CookieJar, json: unknown) =>
    callRoute(putPlanRoute, { method: "PUT", path: "/api/plan", json, jar });
  const exportCsv = (jar: CookieJar, query = "") =>
    callRoute(exportRoute, { path: `/api/strategies/latest/export${query}`, jar });
  const calculated = async (jar: CookieJar, extraPayment?: string) => {
    const res = await callRoute(calculateRoute, {
      path: "/api/calculate-strategies",
      json: extraPayment === undefined ? {} : { extraPayment },
      jar,
    });
    expect(res.status).toBe(200);
    return (await (await latest(jar)).json()) as StrategyDto;
  };
  /** A store card: $1,000.00 at 24 %, $50.00 minimum, 0 % through the month after next, deferred interest. */
  const storeCard = {
    name: "Store card",
    balance: "1000",
    interestRate: "24",
    minPayment: "50",
    kind: "credit_card",
    promoRate: "0",
    promoEndsOn: currentMonth(2),
    deferredInterest: true,
  };
  const addDebt = async (jar: CookieJar, debt: object) => {
    const res = await callRoute(createDebtRoute, { path: "/api/debts", json: debt, jar });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  it("Pro sees highest_interest_cost and cash_flow_index beside the others, as the engine runs them; the recommendation stays avalanche or snowball", async () => {
    const { jar } = await signUpAs("pro");
    const ids = await addDebts(jar, C4);
    const dto = await calculated(jar, "100");
    expect(Object.keys(dto.comparison).sort()).toEqual(PRO_COMPARISON);
    expect(["avalanche", "snowball"]).toContain(dto.strategyType);
    const debts = (await db.debt.findMany({ where: { id: { in: ids } }, orderBy: { position: "asc" } })).map(
      toEngineDebt,
    );
    for (const kind of ["highest_interest_cost", "cash_flow_index", "highest_utilization"] as const) {
      const run = computePlan({
        debts,
        strategy: kind,
        extraPaymentCents: 10_000,
        startMonth: calendarMonthOf(new Date(), "utc"),
      });
      expect(run.feasible).toBe(true);
      expect(dto.comparison[kind]).toMatchObject({
        feasible: true,
        months: run.feasible ? run.months : -1,
        totalInterest: run.feasible ? formatCents(run.totalInterestCents) : "",
      });
    }
    // C4: cash flow index (balance / minimum) 33.3, 30, 40 puts Y small first; interest cost X big (3,000 x 19.99).
    expect(dto.comparison.cash_flow_index!.payoffOrder[0]!.name).toBe("Y small");
    expect(dto.comparison.highest_interest_cost!.payoffOrder.map((d) => d.name)).toContain("X big");
    // What GET answers is the stored result.
    expect(((await (await latest(jar)).json()) as StrategyDto).comparison.highest_interest_cost).toEqual(
      dto.comparison.highest_interest_cost,
    );
  });

  it("highest_utilization: the fullest card for its limit first, then the debts without a limit by rate; saved as the plan, it re-runs from the stored limits", async () => {
    const { jar } = await signUpAs("pro");
    // Card A 900/1,000 = 90 %, card B 1,500/5,000 = 30 %, the loan has no limit (its 7 % rate decides among the rest).
    await addDebt(jar, {
      name: "Card B",
      balance: "1500",
      interestRate: "24.99",
      minPayment: "40",
      creditLimit: "5000",
    });
    await addDebt(jar, { name: "Loan", balance: "3000", interestRate: "7", minPayment: "90" });
    await addDebt(jar, { name: "Card A", balance: "900", interestRate: "12", minPayment: "25", creditLimit: "1000" });
    const dto = await calculated(jar, "100");
    expect(dto.comparison.highest_utilization!.payoffOrder.map((d) => d.name)).toEqual(["Card A", "Card B", "Loan"]);
    // The snapshot carries the limits, so the browser's what-if runs the same order.
    expect(dto.debts.map((d) => [d.name, d.creditLimit])).toEqual(
      expect.arrayContaining([
        ["Card A", "1000.00"],
        ["Card B", "5000.00"],
        ["Loan", null],
      ]),
    );
    expect((await putPlan(jar, { strategy: "highest_utilization", extraPayment: "100" })).status).toBe(200);
    const saved = await calculated(jar);
    expect(saved.savedStrategy).toBe("highest_utilization");
    expect(saved.debts.map((d) => d.name)).toEqual(["Card A", "Card B", "Loan"]);
    // What GET answers runs the stored inputs again: the same schedule to the cent.
    const read = (await (await latest(jar)).json()) as StrategyDto;
    expect(read.comparison.saved.schedule).toEqual(saved.comparison.saved.schedule);
    expect(read.comparison.highest_utilization!.schedule).toEqual(saved.comparison.highest_utilization!.schedule);
    expect((await exportCsv(jar, "?kind=highest_utilization")).status).toBe(200);
  });

  it.each(["free", "basic"] as const)("%s: only avalanche, snowball and minimums", async (plan) => {
    const { jar } = await signUpAs(plan);
    await addDebts(jar, plan === "free" ? C6 : C4);
    const dto = await calculated(jar, "100");
    expect(Object.keys(dto.comparison).sort()).toEqual(["avalanche", "minimums", "saved", "snowball"]);
    expect(dto.lumpSums).toBeUndefined();
  });

  it("a deferred-interest promo left with a balance: the promos list, the schedule's promo months and the charge, by hand", async () => {
    const { jar } = await signUpAs("basic");
    const id = await addDebt(jar, storeCard);
    const dto = await calculated(jar, "0");
    expect(dto.debts[0]).toMatchObject({
      id,
      kind: "credit_card",
      promoRate: "0.00",
      promoEndsOn: currentMonth(2),
      deferredInterest: true,
    });
    const plan = dto.comparison.avalanche;
    // Months 1-3 at 0 %: $50 each off the balance (950.00, 900.00, 850.00). At 24 % (2 % a month) the promo months
    // tally 20.00 + 19.00 + 18.00 = 57.00. A balance is left, so month 4 adds 57.00 before its interest:
    // (850.00 + 57.00) x 2 % = 18.14, so 75.14 of interest that month and 907.00 + 18.14 - 50.00 = 875.14 owed.
    expect(plan.promos).toEqual([
      {
        debtId: id,
        name: "Store card",
        promoRate: "0.00",
        endsOn: currentMonth(2),
        deferredInterest: true,
        atRisk: "57.00",
        charged: "57.00",
        chargedOn: currentMonth(3),
        paidOffOn: plan.debtFreeDate,
      },
    ]);
    const rows = plan.schedule.map((m) => m.debts[0]!);
    expect(rows.slice(0, 3).map((r) => [r.interest, r.balance, r.promo])).toEqual([
      ["0.00", "950.00", true],
      ["0.00", "900.00", true],
      ["0.00", "850.00", true],
    ]);
    expect(rows[3]).toMatchObject({ interest: "75.14", deferredInterest: "57.00", balance: "875.14" });
    expect(rows[3]!.promo).toBeUndefined();
    expect(rows.filter((r) => r.deferredInterest !== undefined)).toHaveLength(1);

    // The CSV marks the promo months and the charge.
    const csv = (await (await exportCsv(jar)).text()).trimEnd().split("\r\n");
    expect(csv[0]).toBe("Month,Date,Debt,Payment,Interest,Principal,Balance,Promo rate,Deferred interest");
    expect(csv[1]).toBe(`1,${currentMonth(0)},Store card,50.00,0.00,50.00,950.00,yes,`);
    expect(csv[4]!.startsWith(`4,${currentMonth(3)},Store card,50.00,75.14,`)).toBe(true);
    expect(csv[4]!.endsWith(",875.14,,57.00")).toBe(true);
  });

  it("a plan that never pays off still lists its deferred-interest promo, charged (docs/payoff.md example I2)", async () => {
    const { jar } = await signUpAs("basic");
    const id = await addDebt(jar, {
      ...storeCard,
      balance: "5000",
      interestRate: "30",
      promoEndsOn: currentMonth(5),
    });
    const dto = await calculated(jar, "0");
    expect(dto).toMatchObject({ feasible: false, strategyType: "avalanche" });
    // Six months at 0 %: the tally is 2.5 % of 5,000.00, 4,950.00, ..., 4,750.00 = 731.25, and 4,700.00 is left.
    const charged = {
      debtId: id,
      name: "Store card",
      promoRate: "0.00",
      endsOn: currentMonth(5),
      deferredInterest: true,
      atRisk: "731.25",
      charged: "731.25",
      chargedOn: currentMonth(6),
      paidOffOn: null,
    };
    for (const kind of ["avalanche", "snowball", "minimums"] as const) {
      expect(dto.comparison[kind]).toMatchObject({ feasible: false, months: null, promos: [charged] });
    }
    // Read back as stored: the results page's promo card shows the recommended plan's promos.
    const read = (await (await latest(jar)).json()) as StrategyDto;
    expect(read.comparison.avalanche.promos).toEqual([charged]);
  });

  it("a deferred-interest promo paid off in time is never charged", async () => {
    const { jar } = await signUpAs("basic");
    await addDebt(jar, storeCard);
    // $450.00 a month: 550.00, 100.00, then 100.00 paid in month 3, the promo's last month.
    const dto = await calculated(jar, "400");
    expect(dto.comparison.avalanche).toMatchObject({ months: 3, totalInterest: "0.00", debtFreeDate: currentMonth(2) });
    const [promo] = dto.comparison.avalanche.promos!;
    expect(promo).toMatchObject({ deferredInterest: true, charged: null, chargedOn: null, paidOffOn: currentMonth(2) });
    // What was at risk: 2 % of 1,000.00, 550.00 and 100.00.
    expect(promo!.atRisk).toBe("33.00");
    expect(dto.comparison.avalanche.schedule.every((m) => m.debts.every((d) => d.deferredInterest === undefined))).toBe(
      true,
    );
  });

  it("Pro: the saved plan's lump sums go into every ordered strategy (not minimums); one after payoff is unused; past ones are left out", async () => {
    const { jar, userId } = await signUpAs("pro");
    await addDebts(jar, C2);
    const lumpSums = [
      { amount: "1000", month: currentMonth(1) },
      { amount: "200", month: currentMonth(100) },
    ];
    expect((await putPlan(jar, { strategy: "avalanche", extraPayment: "300", lumpSums })).status).toBe(200);
    // As if a lump sum had been saved for last month: history, not part of the calculation.
    const row = await db.payoffPlan.findUniqueOrThrow({ where: { userId } });
    await db.payoffPlan.update({
      where: { userId },
      data: { lumpSums: [{ amount: "700.00", month: currentMonth(-1) }, ...(row.lumpSums as object[])] },
    });

    const dto = await calculated(jar);
    expect(dto.lumpSums).toEqual([
      { amount: "1000.00", month: currentMonth(1) },
      { amount: "200.00", month: currentMonth(100) },
    ]);
    for (const kind of ["avalanche", "snowball", "highest_interest_cost", "cash_flow_index"] as const) {
      const plan = dto.comparison[kind]!;
      // Month 2's payments are the budget (75 + 150 + 300) plus the 1,000.00 lump sum.
      expect(plan.schedule[1]!.totalPayment).toBe("1525.00");
      expect(plan.schedule[0]!.totalPayment).toBe("525.00");
      // C2 with $300 extra takes 17 months without it.
      expect(plan.months!).toBeLessThan(17);
      expect(plan.unusedLumpSums).toEqual([{ amount: "200.00", month: currentMonth(100) }]);
    }
    expect(dto.comparison.minimums.unusedLumpSums).toBeUndefined();
    expect(dto.comparison.minimums.schedule[1]!.totalPayment).toBe("225.00");
  });

  it("lump sums saved on Pro are not applied once the user is on Basic", async () => {
    const { jar, userId } = await signUpAs("pro");
    await addDebts(jar, C2);
    expect(
      (
        await putPlan(jar, {
          strategy: "avalanche",
          extraPayment: "300",
          lumpSums: [{ amount: "1000", month: currentMonth(1) }],
        })
      ).status,
    ).toBe(200);
    await db.user.update({ where: { id: userId }, data: { subscriptionPlan: "basic" } });
    const dto = await calculated(jar);
    expect(dto.lumpSums).toBeUndefined();
    expect(dto.comparison.avalanche).toMatchObject({ months: 17 });
    expect(dto.comparison.avalanche.schedule[1]!.totalPayment).toBe("525.00");
    expect(Object.keys(dto.comparison)).not.toContain("cash_flow_index");
  });

  it("the CSV exports a more order only when the calculation has it", async () => {
    const { jar, userId } = await signUpAs("pro");
    await addDebts(jar, C4);
    await calculated(jar, "100");
    const res = await exportCsv(jar, "?kind=cash_flow_index");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="debtwise-cash_flow_index-schedule.csv"');
    expect((await exportCsv(jar, "?kind=highest_interest_cost")).status).toBe(200);

    await db.user.update({ where: { id: userId }, data: { subscriptionPlan: "basic" } });
    await calculated(jar, "100");
    const missing = await exportCsv(jar, "?kind=cash_flow_index");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { issues: [{ path: "kind" }] } });
    expect((await exportCsv(jar, "?kind=ladder")).status).toBe(400);
  });

  it("the message facts name a deferred-interest deadline", async () => {
    const { jar, userId } = await signUpAs("basic");
    await addDebt(jar, storeCard);
    let facts: StrategyFacts | undefined;
    const dto = await calculateWithSavedPlan(
      { id: userId, subscriptionPlan: "basic" },
      { extraPayment: "0.00" },
      { writeMessage: async (f) => ((facts = f), "m") },
    );
    expect(dto.feasible).toBe(true);
    expect(facts!.deferredInterest).toEqual([
      { debtName: "Store card", endsOn: currentMonth(2), atRisk: "57.00", charged: true },
    ]);
  });
});

describe("a strategy row stores inputs and summaries; schedules are computed again when read", () => {
  const putPlan = (jar: CookieJar, json: unknown) =>
    callRoute(putPlanRoute, { method: "PUT", path: "/api/plan", json, jar });
  const storedResult = async (userId: string) => {
    const row = await db.strategy.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } });
    return row.result as {
      comparison: Record<string, { schedule?: unknown; months: number | null }>;
      inputs?: { startMonth: string; debts: unknown[]; moreOrders: boolean };
    };
  };

  it("Pro with a promo and lump sums (one negative): nothing month by month is stored, and GET latest answers the calculation's schedules to the cent", async () => {
    const { jar, userId } = await signUpAs("pro");
    await addDebts(jar, C4);
    const promo = {
      name: "Store card",
      balance: "1000",
      interestRate: "24",
      minPayment: "50",
      promoRate: "0",
      promoEndsOn: currentMonth(2),
      deferredInterest: true,
    };
    expect((await callRoute(createDebtRoute, { path: "/api/debts", json: promo, jar })).status).toBe(201);
    expect(
      (
        await putPlan(jar, {
          strategy: "avalanche",
          extraPayment: "150",
          // A tight month (a negative amount) too: reading it back must parse it as the plan did.
          lumpSums: [
            { amount: "900", month: currentMonth(3) },
            { amount: "-40", month: currentMonth(1) },
          ],
        })
      ).status,
    ).toBe(200);
    const calculated = await calculateInFull(jar, "150");

    const stored = await storedResult(userId);
    for (const plan of Object.values(stored.comparison)) expect(plan.schedule).toBeUndefined();
    expect(Object.keys(stored.comparison).sort()).toEqual(PRO_COMPARISON);
    expect(stored.inputs).toMatchObject({ startMonth: currentMonth(0), moreOrders: true });
    expect(stored.inputs!.debts).toHaveLength(4);

    const readRes = await latest(jar);
    expect(readRes.status).toBe(200);
    const read = (await readRes.json()) as StrategyDto;
    expect(read.comparison.avalanche.schedule.length).toBe(calculated.comparison.avalanche.months);
    expect({ ...read, outOfDate: undefined }).toEqual({ ...calculated, outOfDate: undefined });
  });

  it("an infeasible plan stores and reads back with empty schedules", async () => {
    const { jar, userId } = await signUpAs("basic");
    await addDebts(jar, C6);
    const calculated = await calculateInFull(jar, "0");
    expect(calculated.feasible).toBe(false);
    expect((await storedResult(userId)).inputs!.moreOrders).toBe(false);
    const read = (await (await latest(jar)).json()) as StrategyDto;
    expect(read.comparison.avalanche.schedule).toEqual([]);
    expect({ ...read, outOfDate: undefined }).toEqual({ ...calculated, outOfDate: undefined });
  });

  it("a row stored before inputs were kept still answers the schedules it holds", async () => {
    const { jar, userId } = await signUpAs("basic");
    await addDebts(jar, C2);
    const calculated = await calculateInFull(jar, "0");
    // The old shape: the whole DTO (schedules included) and no inputs.
    const { id: _id, createdAt: _createdAt, outOfDate: _outOfDate, ...old } = calculated;
    await db.strategy.updateMany({ where: { userId }, data: { result: old as object } });
    const read = (await (await latest(jar)).json()) as StrategyDto;
    expect(read.comparison.avalanche.schedule).toEqual(calculated.comparison.avalanche.schedule);
    expect(read.comparison.avalanche.schedule.length).toBeGreaterThan(0);
  });
});

describe("GET /api/strategies/latest/schedule", () => {
  const schedule = (jar: CookieJar, query = "") =>
    callRoute(scheduleRoute, { path: `/api/strategies/latest/schedule${query}`, jar });

  it("one plan's months as GET latest has them, by debt and by months; 404 and 400 for what it cannot answer", async () => {
    const { jar } = await signUpAs("pro");
    expect((await schedule(jar)).status).toBe(404);
    const ids = await addDebts(jar, C4);
    const full = await calculateInFull(jar, "100");

    for (const kind of Object.keys(full.comparison) as PlanKind[]) {
      const res = await schedule(jar, `?kind=${kind}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as StrategyScheduleDto;
      expect(body).toEqual({ strategyId: full.id, kind, months: full.comparison[kind]!.schedule });
    }
    // The saved plan by default.
    expect(((await (await schedule(jar)).json()) as StrategyScheduleDto).months).toEqual(
      full.comparison.saved.schedule,
    );

    const months = full.comparison.snowball.schedule;
    const [from, to] = [months[2]!.date, months[5]!.date];
    const page = (await (
      await schedule(jar, `?kind=snowball&debtId=${ids[1]}&from=${from}&to=${to}`)
    ).json()) as StrategyScheduleDto;
    expect(page.debtId).toBe(ids[1]);
    expect(page.months).toEqual(
      months.slice(2, 6).map((m) => ({ ...m, debts: m.debts.filter((d) => d.id === ids[1]) })),
    );
    expect(page.months.every((m) => m.debts.length === 1)).toBe(true);

    expect((await schedule(jar, "?kind=fastest")).status).toBe(400);
    expect((await schedule(jar, `?from=${to}&to=${from}`)).status).toBe(400);
    expect((await schedule(jar, "?from=2026-13")).status).toBe(400);
    expect((await schedule(jar, "?debtId=not-a-debt")).status).toBe(404);
    expect((await schedule(new CookieJar())).status).toBe(401);

    // Another user's debt is not in this user's strategy.
    const other = await signUpAs("pro");
    expect((await schedule(other.jar, `?debtId=${ids[0]}`)).status).toBe(404);
  });

  it("a plan the calculation did not compare (the more orders before Pro) is a 400 naming kind", async () => {
    const { jar } = await signUpAs("basic");
    await addDebts(jar, C2);
    await calculateInFull(jar, "0");
    const res = await schedule(jar, "?kind=highest_utilization");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("kind");
  });
});
