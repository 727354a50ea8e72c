import { POST as askRoute } from "@/app/api/voice/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { PUT as savePlanRoute } from "@/app/api/plan/route";
import { GET as progressRoute } from "@/app/api/progress/route";
import { askCoach, loadCoachFacts, runCoachTool } from "@/lib/coach/engine";
import { groundingProblems } from "@/lib/coach/numbers";
import { callCoachTool, type CoachFacts } from "@/lib/coach/tools";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { formatDollars, monthLabel } from "@/lib/format";
import {
  computePlan,
  decimalToCents,
  formatCents,
  formatYearMonth,
  parseMoneyToCents,
  parseYearMonth,
  type DebtInput,
  type LumpSum,
  type PlanResult,
} from "@/lib/payoff";
import type { ThisMonthDto } from "@/lib/plan/types";
import type { ProgressDto } from "@/lib/progress/types";
import { answerTurn } from "@/lib/voice/answer";
import type { VoiceAnswerDto } from "@/lib/voice/types";
import { month, today } from "@/tests/support/calendar";
import {
  COACH_EVAL,
  EVAL_PORTFOLIO,
  type EvalChange,
  type EvalDebt,
  type EvalExpect,
} from "@/tests/support/coach-eval";
import { insertDebt, logPayment } from "@/tests/support/debts";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// The coach engine's evaluation set (tests/support/coach-eval.ts) against the keyless engine on a real database:
// one user with a fixed portfolio (four debts opened three months ago, one with a promo; a saved avalanche plan with
// $150 extra; payments logged today). Every phrasing must match its question and its answer must contain the
// expected facts, computed here from the routes the screens read and from the payoff engine; and every money amount
// and month in an answer must appear in that turn's tool outputs (lib/coach/numbers.ts: the answer is worded from
// tool results only).

jest.setTimeout(120_000);

afterAll(async () => {
  await db.$disconnect();
});

const PROMO_END = month(5);

let jar: CookieJar;
let userId: string;
let facts: CoachFacts;
let thisMonth: ThisMonthDto;
let progress: ProgressDto;
const ids = {} as Record<EvalDebt, string>;
const paidInterest = {} as Record<EvalDebt, string>;

beforeAll(async () => {
  ({ jar, userId } = await signUp({ plan: "pro", prefix: "coach-eval" }));
  const opened = `${month(-3)}-15`;
  for (const [name, d] of Object.entries(EVAL_PORTFOLIO) as [EvalDebt, (typeof EVAL_PORTFOLIO)[EvalDebt]][]) {
    const debt = await insertDebt(
      {
        data: {
          userId,
          name,
          balance: d.balance,
          originalBalance: d.balance,
          interestRate: d.rate,
          minPayment: d.min,
          dueDay: 1,
          ...(d.promo && { promoRate: "0", promoEndsOn: PROMO_END }),
        },
      },
      { openedOn: opened },
    );
    ids[name] = debt.id;
  }
  const saved = await callRoute(savePlanRoute, {
    path: "/api/plan",
    method: "PUT",
    json: { strategy: "avalanche", extraPayment: "150" },
    jar,
  });
  expect(saved.status).toBe(200);
  await logPayment(jar, ids["Capital One Visa"], "200", today());
  await logPayment(jar, ids["Student Loan"], "140", today());
  await logPayment(jar, ids["Honda Car Loan"], "310", today());

  thisMonth = (await (await callRoute(thisMonthRoute, { path: "/api/plan/this-month", jar })).json()) as ThisMonthDto;
  progress = (await (await callRoute(progressRoute, { path: "/api/progress", jar })).json()) as ProgressDto;
  for (const name of Object.keys(ids) as EvalDebt[]) {
    const sum = await db.payment.aggregate({ where: { userId, debtId: ids[name] }, _sum: { interestPortion: true } });
    paidInterest[name] = formatCents(decimalToCents(sum._sum.interestPortion ?? 0));
  }
  facts = await loadCoachFacts(userId);
});

// ---- the expected facts, from the routes and the engine ------------------------------------------------------

function runPlan(change?: EvalChange): PlanResult {
  let debts: DebtInput[] = facts.debts;
  let extra = 15_000;
  let strategy: "avalanche" | Extract<EvalChange, { change: "order" }>["strategy"] = "avalanche";
  const lumpSums: LumpSum[] = [];
  if (change?.change === "extra_per_month") extra += change.cents;
  if (change?.change === "order") strategy = change.strategy;
  if (change?.change === "lump_sum")
    lumpSums.push({ amountCents: change.cents, month: parseYearMonth(lumpMonth(change.month))! });
  if (change?.change === "promo_ends") {
    debts = debts.map((d) =>
      d.id === ids[change.debt]
        ? { ...d, promo: { ...d.promo!, endsOn: parseYearMonth(month(change.monthsFromNow))! } }
        : d,
    );
  }
  return computePlan({ debts, strategy, extraPaymentCents: extra, lumpSums, startMonth: facts.startMonth });
}

/** "april", "march", "december": the next such month from this one (this one included), as people mean "in April". */
function lumpMonth(said: Extract<EvalChange, { change: "lump_sum" }>["month"]): string {
  if (said === "next") return month(1);
  if (said === "2027-06") return said;
  const wanted = { march: 3, april: 4, december: 12 }[said];
  const now = facts.startMonth;
  return formatYearMonth({ year: wanted >= now.month ? now.year : now.year + 1, month: wanted });
}

const usd = (decimal: string) => formatDollars(decimal);

function expectedFacts(want: EvalExpect): string[] {
  switch (want.kind) {
    case "this_month_total":
      return [usd(thisMonth.totalPlanned), monthLabel(thisMonth.month), ...thisMonth.debts.map((d) => d.name)];
    case "this_month_left":
      return [usd(formatCents(thisMonth.debts.reduce((s, d) => s + parseMoneyToCents(d.remaining), 0)))];
    case "debt_free":
      return [monthLabel(thisMonth.debtFreeDate)];
    case "interest_to_date":
      return want.debt ? [usd(paidInterest[want.debt]), want.debt] : [usd(progress.interestPaidToDate)];
    case "interest_over_plan": {
      const plan = runPlan();
      if (!plan.feasible) throw new Error("the portfolio pays off");
      return [usd(progress.interestPaidToDate), usd(formatCents(plan.totalInterestCents))];
    }
    case "what_if": {
      const before = runPlan();
      const after = runPlan(want.change);
      if (!before.feasible || !after.feasible) throw new Error("the portfolio pays off");
      const saved = Math.abs(before.totalInterestCents - after.totalInterestCents);
      return [monthLabel(formatYearMonth(after.debtFreeMonth)), ...(saved > 0 ? [usd(formatCents(saved))] : [])];
    }
    case "pay_next": {
      const plan = runPlan();
      return [facts.debts.find((d) => d.id === plan.targetOrder[0])!.name];
    }
    case "on_track":
      return [usd(progress.months.at(-1)!.actual)];
    case "promo":
      if (want.debt === "Capital One Visa") return ["Capital One Visa has no promotional rate"];
      return ["Chase Freedom", monthLabel(PROMO_END)];
    case "letter":
      return [want.debt, "/negotiations"];
  }
}

// ---- the set ---------------------------------------------------------------------------------------------------

describe("the coach evaluation set", () => {
  it.each(COACH_EVAL.map((q) => [q.id, q] as const))("%s: every phrasing answers with its facts", (_id, q) => {
    const wanted = expectedFacts(q.expect);
    for (const phrasing of q.phrasings) {
      const turn = answerTurn(phrasing, facts);
      expect({ phrasing, intent: turn.executedAction }).toEqual({ phrasing, intent: q.intent });
      for (const fact of wanted)
        expect({ phrasing, response: turn.response }).toEqual({
          phrasing,
          response: expect.stringContaining(fact),
        });
      expect(turn.toolCalls.length).toBeGreaterThan(0);
      expect({ phrasing, problems: groundingProblems(turn.response, turn.toolCalls) }).toEqual({
        phrasing,
        problems: [],
      });
    }
  });
});

describe("the engine behind the voice assistant", () => {
  const ask = async (query: string) => {
    const res = await callRoute(askRoute, { path: "/api/voice", json: { query }, jar });
    expect(res.status).toBe(201);
    return (await res.json()) as VoiceAnswerDto;
  };

  it("answers the three questions it used to get wrong, through POST /api/voice", async () => {
    const pay = await ask("What should I pay this month?");
    expect(pay.executedAction).toBe("this_month");
    expect(pay.response).toContain(`you pay ${usd(thisMonth.totalPlanned)}`);

    const interest = await ask("How much interest did I pay so far?");
    expect(interest.executedAction).toBe("interest_to_date");
    // The dashboard's "Interest paid so far" (GET /api/progress), to the cent.
    expect(interest.response).toContain(`You've paid ${usd(progress.interestPaidToDate)} in interest so far.`);
    expect(Number(progress.interestPaidToDate)).toBeGreaterThan(0);

    const promo = await ask("whens my chase promo end");
    expect(promo).toMatchObject({
      executedAction: "promo_end",
      response: `Chase Freedom's 0% promotional rate runs through ${monthLabel(PROMO_END)}.`,
    });
    expect((await ask("whens my capital one promo end")).response).toBe(
      "Capital One Visa has no promotional rate: it's charged its regular rate.",
    );
  });

  it("askCoach is the same turn, with the tool calls it was worded from", async () => {
    const turn = await askCoach(userId, "how much intrest have i paid");
    expect(turn.toolCalls).toEqual([
      {
        tool: "interest_cost",
        input: {},
        output: expect.objectContaining({ paidToDate: progress.interestPaidToDate }),
      },
    ]);
  });

  it("a tool never reads another user's debt: not found", async () => {
    const other = await signUp({ prefix: "coach-eval-other" });
    const theirs = await insertDebt({
      data: {
        userId: other.userId,
        name: "Chase Secret",
        balance: "999",
        originalBalance: "999",
        interestRate: "9",
        minPayment: "30",
      },
    });
    const notFound = expect.objectContaining({ code: "not_found" });
    expect(() => callCoachTool(facts, "negotiation_letter", { debtId: theirs.id })).toThrow(AppError);
    await expect(runCoachTool(userId, "interest_cost", { debtId: theirs.id })).rejects.toEqual(notFound);
    await expect(
      runCoachTool(userId, "what_if", { change: "promo_ends", debtId: theirs.id, month: month(1) }),
    ).rejects.toEqual(notFound);
    // Their own call answers.
    expect(await runCoachTool(other.userId, "negotiation_letter", { debtId: theirs.id })).toEqual({
      debtId: theirs.id,
      name: "Chase Secret",
      apr: "9.00",
      href: "/negotiations",
    });
    // A bad input is refused by the tool's schema.
    await expect(
      runCoachTool(userId, "what_if", { change: "lump_sum", amount: "-5", month: "2027-13" }),
    ).rejects.toThrow();
  });
});
