import { POST as createDebtRoute } from "@/app/api/debts/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import type { ThisMonthDto } from "@/lib/plan/types";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { PUT as putPlanRoute } from "@/app/api/plan/route";
import { GET as forecastRoute } from "@/app/api/progress/forecast/route";
import { GET as latestRoute } from "@/app/api/strategies/latest/route";
import { GET as exportRoute } from "@/app/api/strategies/latest/export/route";
import { GET as latestSummaryRoute } from "@/app/api/strategies/latest/summary/route";
import { POST as askRoute } from "@/app/api/voice/route";
import { db } from "@/lib/db";
import { ADDED_ORDER, toEngineDebt } from "@/lib/debts/stored";
import { formatCentsAsDollars } from "@/lib/format";
import {
  addMonthsToCalendarMonth,
  calendarMonthOf,
  comparePlans,
  computePlan,
  formatCents,
  formatYearMonth,
  monthName,
  parseYearMonth,
  type FeasiblePlan,
} from "@/lib/payoff";
import type { ForecastDto } from "@/lib/progress/types";
import { reportModel } from "@/lib/strategies/report";
import type { StrategyDto, StrategySummaryDto } from "@/lib/strategies/types";
import type { VoiceAnswerDto } from "@/lib/voice/types";
import { CookieJar, callRoute, expectJson } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// One plan everywhere (docs/product-rules.md "Debt calculator and results"): a Pro user whose saved plan is a custom
// order with an extra payment and a lump sum reads that plan's numbers in the strategy's headline, its
// comparison.saved, the priority order, the schedule CSV, the PDF report's model, the forecast's plan line and the
// voice answers; the recommendation (avalanche here) is only an alternative beside it.

// Three cards: avalanche targets X (19.99 %, the larger), the saved order goes Z, Y, X.
const DEBTS = [
  { name: "X big", balance: "3000", interestRate: "19.99", minPayment: "90" },
  { name: "Y small", balance: "1200", interestRate: "17.5", minPayment: "40" },
  { name: "Z low", balance: "2000", interestRate: "7", minPayment: "50" },
];

// Each test calculates (three engine runs and a message) after signing up: the first also warms up the modules.
jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

async function setUp() {
  const { jar, userId } = await signUp({ plan: "pro", prefix: "one-plan" });
  const ids: string[] = [];
  for (const json of DEBTS) {
    const res = await callRoute(createDebtRoute, { path: "/api/debts", json, jar });
    ids.push((await expectJson<{ id: string }>(res, 201)).id);
  }
  const [x, y, z] = ids as [string, string, string];
  const startMonth = calendarMonthOf(new Date(), "utc");
  const lumpMonth = addMonthsToCalendarMonth(startMonth, 2);
  const saved = await callRoute(putPlanRoute, {
    method: "PUT",
    path: "/api/plan",
    json: {
      strategy: "custom",
      extraPayment: "150.00",
      customOrder: [z, y, x],
      lumpSums: [{ amount: "1000.00", month: formatYearMonth(lumpMonth) }],
    },
    jar,
  });
  expect(saved.status).toBe(200);

  // The saved plan run by the engine directly from the stored debts, as the contract states it.
  const debts = (await db.debt.findMany({ where: { userId }, orderBy: ADDED_ORDER })).map(toEngineDebt);
  const expected = computePlan({
    debts,
    strategy: "custom",
    customOrder: [z, y, x],
    extraPaymentCents: 15_000,
    lumpSums: [{ amountCents: 100_000, month: lumpMonth }],
    startMonth,
    includeSchedule: true,
  }) as FeasiblePlan;
  const alternatives = comparePlans({
    debts,
    extraPaymentCents: 15_000,
    lumpSums: [{ amountCents: 100_000, month: lumpMonth }],
    startMonth,
  });
  expect(expected.feasible).toBe(true);
  // Otherwise the test could not tell the saved plan from the recommendation.
  expect(alternatives.recommended).toBe("avalanche");
  expect((alternatives.avalanche as FeasiblePlan).totalInterestCents).toBeLessThan(expected.totalInterestCents);
  return { jar, userId, ids: { x, y, z }, expected, alternatives };
}

const latest = async (jar: CookieJar) =>
  expectJson<StrategyDto>(await callRoute(latestRoute, { path: "/api/strategies/latest", jar }));

describe("the saved plan is the strategy's headline", () => {
  it("POST /api/calculate-strategies, GET /latest and /summary describe the saved custom plan, avalanche beside it", async () => {
    const { jar, ids, expected, alternatives } = await setUp();
    const res = await callRoute(calculateRoute, { path: "/api/calculate-strategies", json: {}, jar });
    const dto = await expectJson<StrategyDto>(res);
    const minimums = alternatives.minimums as FeasiblePlan;

    const headline = {
      strategyType: "avalanche",
      savedStrategy: "custom",
      savedOrder: [ids.z, ids.y, ids.x],
      totalDebt: "6200.00",
      totalInterest: formatCents(expected.totalInterestCents),
      payoffTimeMonths: expected.months,
      extraPayment: "150.00",
      monthlyBudget: formatCents(expected.monthlyBudgetCents),
      feasible: true,
      infeasibleReason: null,
      interestSavedVsMinimums: formatCents(minimums.totalInterestCents - expected.totalInterestCents),
    };
    expect(dto).toMatchObject(headline);
    expect(dto.debts.map((d) => d.id)).toEqual([ids.z, ids.y, ids.x]);
    expect(dto.comparison.saved).toMatchObject({
      feasible: true,
      months: expected.months,
      totalInterest: formatCents(expected.totalInterestCents),
      debtFreeDate: expected.debtFreeDate,
      payoffOrder: expected.payoffOrder.map((id) => expect.objectContaining({ id })),
    });
    // The answer leaves the schedules out; the read runs the saved plan's schedule again, to the cent.
    expect(dto.comparison.saved).toMatchObject({ schedule: [], scheduleOmitted: true });
    const read = await latest(jar);
    expect(read.comparison.saved.schedule.map((m) => m.totalBalance)).toEqual(
      expected.schedule!.map((m) => formatCents(m.totalBalanceCents)),
    );
    // The alternatives are still there, with the same extra payment and lump sum.
    expect(dto.comparison.avalanche.totalInterest).toBe(
      formatCents((alternatives.avalanche as FeasiblePlan).totalInterestCents),
    );
    expect(dto.interestSavedVsOther).toBe(formatCents(alternatives.snowballExtraInterestCents!));

    expect(read).toMatchObject(headline);
    const { schedule: _schedule, ...readSaved } = read.comparison.saved;
    expect({ ...readSaved, schedule: [], scheduleOmitted: true }).toEqual(dto.comparison.saved);

    const summary = await expectJson<StrategySummaryDto>(
      await callRoute(latestSummaryRoute, { path: "/api/strategies/latest/summary", jar }),
    );
    expect(summary).toMatchObject({
      strategyType: "avalanche",
      savedStrategy: "custom",
      totalInterest: headline.totalInterest,
      payoffTimeMonths: expected.months,
      feasible: true,
    });
  });

  it("the schedule CSV and the PDF report's model are the saved plan's engine run", async () => {
    const { jar, expected } = await setUp();
    await expectJson<StrategyDto>(
      await callRoute(calculateRoute, { path: "/api/calculate-strategies", json: {}, jar }),
    );

    const csv = await callRoute(exportRoute, { path: "/api/strategies/latest/export", jar });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="debtwise-my-plan-schedule.csv"');
    const nameOf = (id: string) => expected.debts.find((d) => d.id === id)!.name;
    const rows = (await csv.text()).trimEnd().split("\r\n").slice(1);
    const wanted = expected.schedule!.flatMap((m) =>
      m.perDebt.map((e) =>
        [
          m.month,
          formatYearMonth(addMonthsToCalendarMonth(calendarMonthOf(new Date(), "utc"), m.month - 1)),
          nameOf(e.id),
          formatCents(e.paymentCents),
          formatCents(e.interestCents),
          formatCents(e.principalCents),
          formatCents(e.balanceCents),
          "",
          "",
        ].join(","),
      ),
    );
    expect(rows).toEqual(wanted);

    const model = reportModel(await latest(jar));
    expect(Object.fromEntries(model.summary)).toMatchObject({
      Strategy: "Custom order",
      "Total interest": formatCentsAsDollars(expected.totalInterestCents),
      "Debt-free date": monthName(expected.debtFreeMonth),
    });
    expect(model.debts.map((d) => d.name)).toEqual(["Z low", "Y small", "X big"]);
    expect(model.balances.slice(1).map((b) => b.balance)).toEqual(
      expected.schedule!.map((m) => m.totalBalanceCents / 100),
    );
  });

  it("the forecast's plan line and the voice answers agree with the headline", async () => {
    const { jar, expected } = await setUp();
    const dto = await expectJson<StrategyDto>(
      await callRoute(calculateRoute, { path: "/api/calculate-strategies", json: {}, jar }),
    );

    const forecast = await expectJson<ForecastDto>(
      await callRoute(forecastRoute, { path: "/api/progress/forecast", jar }),
    );
    // The forecast's plan line is the saved plan as "This month" projects it from today's balances (this month's
    // interest as the ledger charges it: docs/payoff.md "The saved plan"); the calculation runs the same plan from
    // the month's start. Both run the saved plan's budget.
    const thisMonth = await expectJson<ThisMonthDto>(
      await callRoute(thisMonthRoute, { path: "/api/plan/this-month", jar }),
    );
    expect(forecast.plan).toMatchObject({
      debtFreeDate: thisMonth.debtFreeDate,
      months: thisMonth.monthsLeft,
      monthlyBudget: dto.monthlyBudget,
    });

    const ask = async (query: string) =>
      expectJson<VoiceAnswerDto>(await callRoute(askRoute, { path: "/api/voice", json: { query }, jar }), 201);
    // The voice answers the date "This month" shows (the saved plan from today's balances).
    const debtFree = monthName(parseYearMonth(thisMonth.debtFreeDate!)!);
    expect((await ask("When will I be debt-free?")).response).toContain(`debt-free in ${debtFree}`);
    const avalanche = Math.round(Number(dto.comparison.avalanche.totalInterest) * 100);
    expect((await ask("What is my strategy?")).response).toBe(
      "Your current strategy is your own order (Z low, Y small and X big), with $150.00 extra a month. " +
        `It pays off $6,200.00 in ${expected.months} months, by ${monthName(parseYearMonth(dto.comparison.saved.debtFreeDate!)!)}, with ` +
        `${formatCentsAsDollars(expected.totalInterestCents)} in total interest. Put every extra dollar toward Z low first. ` +
        `The avalanche order would save ${formatCentsAsDollars(expected.totalInterestCents - avalanche)} more in interest.`,
    );
  });

  it("a row stored before the saved plan was part of the answer reads as its recommendation, as it was shown", async () => {
    const { jar, userId } = await setUp();
    const calculated = await expectJson<StrategyDto>(
      await callRoute(calculateRoute, { path: "/api/calculate-strategies", json: {}, jar }),
    );
    // The old shape: no saved summary, strategy or order, no saved inputs, and no savedStrategy column.
    const row = await db.strategy.findFirstOrThrow({ where: { userId } });
    const stored = row.result as Record<string, unknown> & {
      comparison: Record<string, unknown>;
      inputs: Record<string, unknown>;
    };
    const { saved: _saved, ...comparison } = stored.comparison;
    const { saved: _inputs, ...inputs } = stored.inputs;
    const { savedStrategy: _strategy, savedOrder: _order, ...rest } = stored;
    await db.strategy.update({
      where: { id: row.id },
      data: { savedStrategy: null, result: { ...rest, comparison, inputs } as object },
    });

    const read = await latest(jar);
    expect(read.savedStrategy).toBe("avalanche");
    expect(read.savedOrder).toBeUndefined();
    expect(read.comparison.saved).toEqual(read.comparison.avalanche);
    expect({ ...read.comparison.avalanche, schedule: [], scheduleOmitted: true }).toEqual(
      calculated.comparison.avalanche,
    );
    const summary = await expectJson<StrategySummaryDto>(
      await callRoute(latestSummaryRoute, { path: "/api/strategies/latest/summary", jar }),
    );
    expect(summary.savedStrategy).toBe("avalanche");
  });
});
