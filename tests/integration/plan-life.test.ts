/**
 * Five users live 24 months of their plan on the product's clock (docs/payoff.md "The saved plan"): the exact payer,
 * a Free user who upgrades and adds debts in month 2, an early payoff of the first target, a missed month caught up
 * the next, and a plan change with a lump sum in month 8 after a promo ended in month 6. Each month is read on its
 * 1st and again after the payments on its 10th (every debt is due on the 5th, so interest comes first), through the
 * same routes the screens use.
 */
import { POST as createDebtRoute, GET as listDebtsRoute } from "@/app/api/debts/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { PUT as putPlanRoute } from "@/app/api/plan/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { GET as progressRoute } from "@/app/api/progress/route";
import { GET as forecastRoute } from "@/app/api/progress/forecast/route";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import type { ThisMonthDto } from "@/lib/plan/types";
import type { StrategyDto } from "@/lib/strategies/types";
import type { ForecastDto, ProgressDto } from "@/lib/progress/types";
import { todayUtc } from "@/lib/dates";
import { monthlyInterestCents, parseMoneyToCents, parsePercentToBps } from "@/lib/payoff";
import { advanceDays } from "@/tests/support/clock";
import { logPayment } from "@/tests/support/debts";
import { CookieJar, callRoute, expectJson } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

jest.setTimeout(600_000);

type DebtSpec = { name: string; balance: string; interestRate: string; minPayment: string; promo?: true };

// The promo's last month is set per run: month 6 of the journey.
const DEBTS: DebtSpec[] = [
  { name: "Visa", balance: "4000.00", interestRate: "22.99", minPayment: "120.00" },
  { name: "Store", balance: "1200.00", interestRate: "26.99", minPayment: "40.00", promo: true },
  { name: "Auto", balance: "9000.00", interestRate: "6.5", minPayment: "260.00" },
  { name: "Card", balance: "2500.00", interestRate: "17.49", minPayment: "75.00" },
];
const BUDGET = "900.00";
const MONTHS = 24;

type Journey = {
  name: "exact" | "upgrade" | "early" | "missed" | "change";
  jar: CookieJar;
  userId: string;
  pro: boolean;
  /** monthsLeft read on the 1st of each month, and after the month's payments. */
  startLeft: (number | null)[];
  /** The independent replay's balances per debt name (exact payer only), cents. */
  replay: Map<string, number>;
  ids: Map<string, string>;
};

const cents = (s: string) => parseMoneyToCents(s, { allowNegative: true });
const get = async <T>(handler: Parameters<typeof callRoute>[0], path: string, jar: CookieJar) =>
  expectJson<T>(await callRoute(handler, { path, jar }));
const thisMonth = (j: Journey) => get<ThisMonthDto>(thisMonthRoute, "/api/plan/this-month", j.jar);

afterAll(async () => {
  await db.$disconnect();
});

async function addDebt(j: Journey, spec: DebtSpec, promoEndsOn: string): Promise<void> {
  const res = await callRoute(createDebtRoute, {
    path: "/api/debts",
    json: {
      name: spec.name,
      balance: spec.balance,
      interestRate: spec.interestRate,
      minPayment: spec.minPayment,
      dueDay: 5,
      ...(spec.promo && { promoRate: "0", promoEndsOn }),
    },
    jar: j.jar,
  });
  expect(res.status).toBe(201);
  j.ids.set(spec.name, ((await res.json()) as { id: string }).id);
  j.replay.set(spec.name, cents(spec.balance));
}

async function putPlan(j: Journey, json: unknown): Promise<void> {
  const res = await callRoute(putPlanRoute, { method: "PUT", path: "/api/plan", json, jar: j.jar });
  expect(res.status).toBe(200);
}

/** Pays each row's remaining amount (the exact plan), today. */
async function payThePlan(j: Journey, month: ThisMonthDto): Promise<Map<string, number>> {
  const paid = new Map<string, number>();
  for (const row of month.debts) {
    if (row.paidOff || row.remaining === "0.00") continue;
    await logPayment(j.jar, row.debtId, row.remaining, todayUtc());
    paid.set(row.name, cents(row.remaining));
  }
  // The per-minute limit on logging payments counts real time; a test living two years in a minute is not abuse.
  await db.rateLimit.deleteMany({ where: { key: { contains: j.userId } } });
  return paid;
}

/** The first day of the next calendar month, by moving the clock forward. */
function toDayOfNextMonth(day: number): void {
  const today = todayUtc();
  const [y, m] = today.split("-").map(Number) as [number, number];
  const target = new Date(Date.UTC(y, m, day)).toISOString().slice(0, 10);
  advanceDays(Math.round((Date.parse(target) - Date.parse(today)) / 86_400_000));
}

function toDay(day: number): void {
  const today = todayUtc();
  const target = `${today.slice(0, 8)}${String(day).padStart(2, "0")}`;
  advanceDays(Math.round((Date.parse(target) - Date.parse(today)) / 86_400_000));
}

test("five journeys, 24 months each: the monthly check-in tells the truth", async () => {
  toDayOfNextMonth(1);
  const first = todayUtc().slice(0, 7);
  const monthOf = (k: number) => {
    const [y, m] = first.split("-").map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 1 + k, 1)).toISOString().slice(0, 7);
  };
  const promoEndsOn = monthOf(5); // month 6 of the journey

  const journeys: Journey[] = [];
  for (const name of ["exact", "upgrade", "early", "missed", "change"] as const) {
    const plan = name === "upgrade" ? "free" : "pro";
    const user = await signUp({ plan, prefix: `life-${name}` });
    journeys.push({ name, ...user, pro: plan === "pro", startLeft: [], replay: new Map(), ids: new Map() });
  }
  // Month 1: the debts, then the plan (a $900 budget; the Free user has one card and $300).
  for (const j of journeys) {
    for (const spec of j.name === "upgrade" ? DEBTS.slice(0, 1) : DEBTS) await addDebt(j, spec, promoEndsOn);
    await putPlan(j, { strategy: "avalanche", monthlyBudget: j.name === "upgrade" ? "300" : BUDGET });
  }

  for (let k = 0; k < MONTHS; k++) {
    const month = monthOf(k);
    for (const j of journeys) {
      const at = `${j.name}, month ${k + 1}`;
      if (j.name === "upgrade" && k === 1) {
        await db.user.update({ where: { id: j.userId }, data: { subscriptionPlan: "basic" } });
        for (const spec of DEBTS.slice(1)) await addDebt(j, spec, promoEndsOn);
      }
      if (j.name === "change" && k === 7) {
        await putPlan(j, { strategy: "snowball", monthlyBudget: BUDGET, lumpSums: [{ amount: "500", month }] });
      }
      const start = await thisMonth(j);
      expect([at, start.month]).toEqual([at, month]);
      // The budget never moves with payoffs: $900 every month (the upgrade: $300 + the minimums it added).
      expect([at, start.monthlyBudget]).toEqual([
        at,
        j.name === "upgrade" && k === 0 ? "300.00" : j.name === "upgrade" ? "675.00" : BUDGET,
      ]);
      j.startLeft.push(start.monthsLeft);
      // One plan everywhere: a calculation on the 1st (nothing paid yet) has the saved plan as its headline, with the
      // same debt-free month as "This month".
      if (j.pro && (k === 0 || k === 7)) {
        const calculated = await expectJson<StrategyDto>(
          await callRoute(calculateRoute, { path: "/api/calculate-strategies", json: {}, jar: j.jar }),
        );
        expect([at, calculated.savedStrategy, calculated.payoffTimeMonths, calculated.monthlyBudget]).toEqual([
          at,
          j.name === "change" && k === 7 ? "snowball" : "avalanche",
          start.monthsLeft,
          BUDGET,
        ]);
      }
      const previous = j.startLeft[k - 1];
      const oneLess = previous === undefined || previous === null ? null : Math.max(previous - 1, 0);
      const changed =
        (j.name === "upgrade" && k === 1) || (j.name === "change" && k === 7) || (j.name === "early" && k === 3);
      if (oneLess !== null && !changed && !(j.name === "missed" && (k === 5 || k === 6)))
        expect([at, start.monthsLeft]).toEqual([at, oneLess]);
      if (start.monthsLeft !== 0 && start.monthsLeft !== null)
        expect([at, start.debtFreeDate]).toEqual([at, monthOf(k + start.monthsLeft - 1)]);

      toDay(10); // the 5th's interest is charged on the next read
      const missed = j.name === "missed" && k === 4;
      if (missed) {
        const late = await thisMonth(j);
        if (late.totalPlanned !== "0.00") expect([at, late.status]).toEqual([at, "behind"]);
      } else {
        const before = await thisMonth(j);
        let paid: Map<string, number>;
        if (j.name === "early" && k === 2) {
          // The first target is paid off whole; the others get their planned amounts.
          const target = before.debts.find((d) => d.remaining !== "0.00" && Number(d.planned) > 200)!;
          const debts = await get<DebtDto[]>(listDebtsRoute, "/api/debts", j.jar);
          const owed = debts.find((d) => d.id === target.debtId)!.balance;
          await logPayment(j.jar, target.debtId, owed, todayUtc());
          paid = await payThePlan(j, { ...before, debts: before.debts.filter((d) => d.debtId !== target.debtId) });
        } else if (j.name === "missed" && k === 5) {
          // Catching up: last month's plan on top of this month's, to the same debts in the same proportions.
          paid = await payThePlan(j, before);
          paid = await payThePlan(j, {
            ...before,
            debts: before.debts.map((d) => ({ ...d, remaining: d.planned })),
          });
        } else {
          paid = await payThePlan(j, before);
        }
        const after = await thisMonth(j);
        expect([at, after.complete]).toEqual([at, true]);
        // Logging exactly the month's plan never moves the debt-free month.
        if (j.name !== "early" || k !== 2) {
          // (In the last month, paying it leaves nothing owed: 0 months left.)
          const left = start.monthsLeft === 1 && after.debts.every((d) => d.paidOff) ? 0 : start.monthsLeft;
          if (!(j.name === "missed" && k === 5)) expect([at, after.monthsLeft]).toEqual([at, left]);
          // Paying exactly the plan is on track; having paid a debt off early is ahead until the plan catches up.
          if (j.name === "early" && k > 2) expect([at, after.status]).not.toEqual([at, "behind"]);
          else expect([at, after.status]).toEqual([at, "on_track"]);
        } else {
          expect(after.debts.some((d) => d.paidOff)).toBe(true);
          expect(after.monthsLeft!).toBeLessThan(start.monthsLeft!);
        }
        // The exact payer's balances are an independent replay of the month: interest on the 5th, then what was paid.
        if (j.name === "exact") {
          const debts = await get<DebtDto[]>(listDebtsRoute, "/api/debts", j.jar);
          for (const spec of DEBTS) {
            const before = j.replay.get(spec.name)!;
            if (before === 0) continue;
            const rate = spec.promo && month <= promoEndsOn ? "0" : spec.interestRate;
            const after = before + monthlyInterestCents(before, parsePercentToBps(rate)) - (paid.get(spec.name) ?? 0);
            j.replay.set(spec.name, after);
            const shown = debts.find((d) => d.name === spec.name);
            expect([at, spec.name, shown ? cents(shown.balance) : 0]).toEqual([at, spec.name, after]);
          }
        }
        // One plan everywhere: the forecast's plan run is the very projection "This month" shows.
        if (j.pro) {
          const forecast = await get<ForecastDto>(forecastRoute, "/api/progress/forecast", j.jar);
          expect([at, forecast.plan.debtFreeDate, forecast.plan.months]).toEqual([
            at,
            after.debtFreeDate,
            after.monthsLeft,
          ]);
        }
      }
      // The three lines start together, at the opening, the month before the first.
      if (j.name !== "upgrade" || k > 0) {
        const progress = await get<ProgressDto>(progressRoute, "/api/progress", j.jar);
        const start0 = progress.months[0]!;
        if (j.name !== "upgrade") {
          expect([at, start0.month, start0.actual, start0.planned, start0.minimumsOnly]).toEqual([
            at,
            monthOf(-1),
            "16700.00",
            "16700.00",
            "16700.00",
          ]);
        }
        // The exact payer's plan line is its actual line, every month.
        if (j.name === "exact")
          for (const m of progress.months.slice(1, -1))
            expect([at, m.month, m.planned]).toEqual([at, m.month, m.actual]);
      }
    }
    toDayOfNextMonth(1);
  }
  // Everyone on a $900 budget is debt-free within the two years.
  for (const j of journeys.filter((j) => j.name !== "upgrade"))
    expect([j.name, (await thisMonth(j)).monthsLeft]).toEqual([j.name, 0]);
});
